import common from '../common/fr';
import errors from '../errors/fr';
import validation from '../validation/fr';
import shell from '../shell/fr';
import auth from '../auth/fr';
import checkout from '../checkout/fr';
import profiles from '../profiles/fr';
import account from '../account/fr';
import delivery from '../delivery/fr';
import type en from './en-us';

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
} satisfies Record<keyof typeof en, string>;
