import common from '../common/it';
import errors from '../errors/it';
import validation from '../validation/it';
import shell from '../shell/it';
import payments from '../../payments/i18n/it';
import type en from './en-us';

export default {
  ...common,
  ...errors,
  ...validation,
  ...shell,
  ...payments,
} satisfies Record<keyof typeof en, string>;
