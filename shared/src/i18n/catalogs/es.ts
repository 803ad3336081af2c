import common from '../common/es';
import errors from '../errors/es';
import validation from '../validation/es';
import shell from '../shell/es';
import auth from '../auth/es';
import checkout from '../checkout/es';
import profiles from '../profiles/es';
import account from '../account/es';
import delivery from '../delivery/es';
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
