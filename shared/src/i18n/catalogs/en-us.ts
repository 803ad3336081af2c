import common from '../common/en-us';
import errors from '../errors/en-us';
import validation from '../validation/en-us';
import shell from '../shell/en-us';
import payments from '../../payments/i18n/en-us';

/**
 * The platform's messages in this language: common words, errors, validation and the shell. Each
 * remote brings its own (`registerMessages`), so a remote deployed alone carries its new texts.
 */
export default {
  ...common,
  ...errors,
  ...validation,
  ...shell,
  ...payments,
};
