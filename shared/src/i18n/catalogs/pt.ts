import common from '../common/pt';
import errors from '../errors/pt';
import validation from '../validation/pt';
import shell from '../shell/pt';
import auth from '../auth/pt';
import checkout from '../checkout/pt';
import profiles from '../profiles/pt';
import account from '../account/pt';
import delivery from '../delivery/pt';
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
