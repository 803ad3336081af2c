import { createAppConfig } from '../rspack.base';
import { REMOTES } from '../shared/src/remotes';

// Dev port and exposed modules come from the one remote table (shared/src/remotes.ts).
export default createAppConfig({
  name: 'account',
  dirname: import.meta.dirname,
  devPort: REMOTES.account.devPort,
  exposes: REMOTES.account.exposes,
});
