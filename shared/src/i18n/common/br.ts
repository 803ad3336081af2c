import type en from './en-us';

/** Words every screen may use; the product name is the shell's. */
export default {
  'common.productName': 'Portal do Cliente Property Video',
  'common.retry': 'Tentar novamente',
  'common.loading': 'Carregando…',
} satisfies Record<keyof typeof en, string>;
