import common from '../common/pt';
import errors from '../errors/pt';
import validation from '../validation/pt';
import shell from '../shell/pt';
import payments from '../../payments/i18n/pt';
import type en from './en-us';

export default {
  ...common,
  ...errors,
  ...validation,
  ...shell,
  ...payments,
} satisfies Record<keyof typeof en, string>;
