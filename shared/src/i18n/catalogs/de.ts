import common from '../common/de';
import errors from '../errors/de';
import validation from '../validation/de';
import shell from '../shell/de';
import auth from '../auth/de';
import checkout from '../checkout/de';
import profiles from '../profiles/de';
import account from '../account/de';
import delivery from '../delivery/de';
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
