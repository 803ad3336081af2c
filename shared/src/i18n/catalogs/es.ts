import common from '../common/es';
import errors from '../errors/es';
import validation from '../validation/es';
import shell from '../shell/es';
import payments from '../../payments/i18n/es';
import type en from './en-us';

export default {
  ...common,
  ...errors,
  ...validation,
  ...shell,
  ...payments,
} satisfies Record<keyof typeof en, string>;
