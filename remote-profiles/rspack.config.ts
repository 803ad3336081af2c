import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  name: 'profiles',
  dirname: import.meta.dirname,
  devPort: 3003,
  exposes: {
    './UsersTab': './src/users/UsersTab',
    './UserWizardPage': './src/user-wizard/UserWizardPage',
    './VideoPage': './src/video/VideoPage',
  },
});
