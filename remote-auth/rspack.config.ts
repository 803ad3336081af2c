import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  name: 'auth',
  dirname: import.meta.dirname,
  devPort: 3001,
  exposes: {
    './LoginPage': './src/login/LoginPage',
    './CreateAccountPage': './src/create-account/CreateAccountPage',
    './ForgotPage': './src/forgot/ForgotPage',
    './RecoverPage': './src/recover/RecoverPage',
  },
});
