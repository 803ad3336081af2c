import common from '../common/br';
import errors from '../errors/br';
import validation from '../validation/br';
import shell from '../shell/br';
import payments from '../../payments/i18n/br';
import type en from './en-us';

export default {
  ...common,
  ...errors,
  ...validation,
  ...shell,
  ...payments,
} satisfies Record<keyof typeof en, string>;
