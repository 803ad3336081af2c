import { createAppConfig } from '../rspack.base';

export default createAppConfig({ name: 'shell', dirname: import.meta.dirname, devPort: 3000 });
