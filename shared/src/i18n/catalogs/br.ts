import common from '../common/br';
import errors from '../errors/br';
import validation from '../validation/br';
import shell from '../shell/br';
import auth from '../auth/br';
import checkout from '../checkout/br';
import profiles from '../profiles/br';
import account from '../account/br';
import delivery from '../delivery/br';
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
