import { createRemoteConfig } from '../rspack.base';

// Folder, dev port and exposed modules come from the one remote table (shared/src/remotes.ts).
export default createRemoteConfig('checkout', import.meta.dirname);
