import common from '../common/fr';
import errors from '../errors/fr';
import validation from '../validation/fr';
import shell from '../shell/fr';
import payments from '../../payments/i18n/fr';
import type en from './en-us';

export default {
  ...common,
  ...errors,
  ...validation,
  ...shell,
  ...payments,
} satisfies Record<keyof typeof en, string>;
