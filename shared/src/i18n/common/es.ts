import type en from './en-us';

/** Words every screen may use; the product name is the shell's. */
export default {
  'common.productName': 'Portal de clientes Property Video',
  'common.retry': 'Reintentar',
  'common.loading': 'Cargando…',
} satisfies Record<keyof typeof en, string>;
