/** Words every screen may use; the product name is the shell's. */
export default {
  'common.productName': 'Property Video Client Portal',
  'common.retry': 'Retry',
  'common.loading': 'Loading…',
  'common.status.ACTIVE': 'Active',
  'common.status.TRIAL': 'Trial',
  'common.status.INCOMPLETE': 'Incomplete (no paid subscription)',
  'common.status.PAST_DUE': 'Payment overdue (grace period)',
  'common.status.DISABLED': 'Auto-renewal off',
  'common.status.CANCELED': 'Canceled',
  'common.signedOut': 'Sign in to the Client Portal to see this page.',
  'common.franchise.independent': 'Independent',
  'common.franchise.others': 'Others',
  'common.theme.black': 'Black',
  'common.theme.white': 'White',
};
