import { createAppConfig } from '../rspack.base';
import { REMOTES } from '../shared/src/remotes';

// Dev port and exposed modules come from the one remote table (shared/src/remotes.ts).
export default createAppConfig({
  name: 'profiles',
  dirname: import.meta.dirname,
  devPort: REMOTES.profiles.devPort,
  exposes: REMOTES.profiles.exposes,
});
