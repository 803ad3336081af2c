import common from '../common/de';
import errors from '../errors/de';
import validation from '../validation/de';
import shell from '../shell/de';
import payments from '../../payments/i18n/de';
import type en from './en-us';

export default {
  ...common,
  ...errors,
  ...validation,
  ...shell,
  ...payments,
} satisfies Record<keyof typeof en, string>;
