import { createAppConfig } from '../rspack.base';
import { SHELL_DEV_PORT } from '../shared/src/remotes';

export default createAppConfig({
  name: 'shell',
  dirname: import.meta.dirname,
  devPort: SHELL_DEV_PORT,
});
