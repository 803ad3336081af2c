import common from '../common/br';
import errors from '../errors/br';
import validation from '../validation/br';
import shell from '../shell/br';
import type en from './en-us';

export default {
  ...common,
  ...errors,
  ...validation,
  ...shell,
} satisfies Record<keyof typeof en, string>;
