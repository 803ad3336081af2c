import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  name: 'checkout',
  dirname: import.meta.dirname,
  devPort: 3002,
  exposes: {
    './CheckoutPage': './src/checkout/CheckoutPage',
  },
});
