import common from '../common/en-us';
import errors from '../errors/en-us';
import validation from '../validation/en-us';
import shell from '../shell/en-us';
import auth from '../auth/en-us';
import checkout from '../checkout/en-us';
import profiles from '../profiles/en-us';
import account from '../account/en-us';
import delivery from '../delivery/en-us';

/** Every message of the portal in this language, one flat catalogue. */
export default {
  ...common,
  ...errors,
  ...validation,
  ...shell,
  ...auth,
  ...checkout,
  ...profiles,
  ...account,
  ...delivery,
};
