import type en from './en-us';

/** Words every screen may use; the product name is the shell's. */
export default {
  'common.productName': 'Property Video Kundenportal',
  'common.retry': 'Erneut versuchen',
  'common.loading': 'Wird geladen…',
} satisfies Record<keyof typeof en, string>;
