/** Words every screen may use; the product name is the shell's. */
export default {
  'common.productName': 'Property Video Client Portal',
  'common.retry': 'Retry',
  'common.loading': 'Loading…',
};
