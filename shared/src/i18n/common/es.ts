import type en from './en-us';

/** Words every screen may use; the product name is the shell's. */
export default {
  'common.productName': 'Portal de clientes Property Video',
  'common.retry': 'Reintentar',
  'common.loading': 'Cargando…',
  'common.status.ACTIVE': 'Activa',
  'common.status.TRIAL': 'Prueba',
  'common.status.INCOMPLETE': 'Incompleta (sin suscripción de pago)',
  'common.status.PAST_DUE': 'Pago atrasado (periodo de gracia)',
  'common.status.DISABLED': 'Renovación automática desactivada',
  'common.status.CANCELED': 'Cancelada',
  'common.signedOut': 'Inicie sesión en el Portal del Cliente para ver esta página.',
  'common.franchise.independent': 'Independiente',
  'common.franchise.others': 'Otros',
  'common.theme.black': 'Negro',
  'common.theme.white': 'Blanco',
} satisfies Record<keyof typeof en, string>;
