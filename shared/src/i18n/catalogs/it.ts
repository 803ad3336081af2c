import common from '../common/it';
import errors from '../errors/it';
import validation from '../validation/it';
import shell from '../shell/it';
import auth from '../auth/it';
import checkout from '../checkout/it';
import profiles from '../profiles/it';
import account from '../account/it';
import delivery from '../delivery/it';
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
