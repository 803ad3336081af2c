import type en from './en-us';
export default {
  'account.billing.title': 'Facturación',
  'account.billing.subscription': 'Suscripción',
  'account.billing.status': 'Estado',
  'account.billing.provider': 'Proveedor de pagos',
  'account.billing.users': 'Usuarios incluidos',
  'account.billing.usersValue': '{count, plural, one {# usuario} other {# usuarios}}',
  'account.billing.graceExpires': 'Fin del periodo de gracia',
  'account.billing.invoices': 'Facturas por correo electrónico',
  'account.billing.invoicesOn': 'Activado',
  'account.billing.invoicesOff': 'Desactivado',
  'account.provider.local': 'Facturación integrada',
  'account.provider.stripe': 'Stripe',
  'account.settings.title': 'Configuración',
  'account.settings.email': 'Correo electrónico de la sesión',
} satisfies Record<keyof typeof en, string>;
