import type en from './en-us';

/** Words every screen may use; the product name is the shell's. */
export default {
  'common.productName': 'Portail client Property Video',
  'common.retry': 'Réessayer',
  'common.loading': 'Chargement…',
} satisfies Record<keyof typeof en, string>;
