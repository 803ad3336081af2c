import type en from './en-us';

/** Words every screen may use; the product name is the shell's. */
export default {
  'common.productName': 'Portale clienti Property Video',
  'common.retry': 'Riprova',
  'common.loading': 'Caricamento…',
} satisfies Record<keyof typeof en, string>;
