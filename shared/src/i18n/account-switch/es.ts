import type en from './en-us';

export default {
  'accountSwitch.open': '{account}: cambiar de cuenta',
  'accountSwitch.menu': 'Sus cuentas',
  'accountSwitch.role.owner': 'Propietario',
  'accountSwitch.role.admin': 'Administrador',
  'accountSwitch.role.billing': 'Facturación',
  'accountSwitch.role.viewer': 'Lector',
  'accountSwitch.failed': 'No se pudo abrir esa cuenta. Inténtelo de nuevo.',
  'accountSwitch.switching': 'Abriendo {account}…',
} satisfies Record<keyof typeof en, string>;
