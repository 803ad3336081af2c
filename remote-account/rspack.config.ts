import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  name: 'account',
  dirname: import.meta.dirname,
  devPort: 3004,
  exposes: {
    './BillingTab': './src/billing/BillingTab',
    './SettingsTab': './src/settings/SettingsTab',
  },
});
