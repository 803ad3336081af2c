import { createAppConfig } from '../rspack.base';
import { REMOTES } from '../shared/src/remotes';

// Dev port and exposed modules come from the one remote table (shared/src/remotes.ts).
export default createAppConfig({
  name: 'auth',
  dirname: import.meta.dirname,
  devPort: REMOTES.auth.devPort,
  exposes: REMOTES.auth.exposes,
});
