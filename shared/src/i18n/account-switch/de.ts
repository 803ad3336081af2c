import type en from './en-us';

export default {
  'accountSwitch.open': '{account}: Konto wechseln',
  'accountSwitch.menu': 'Ihre Konten',
  'accountSwitch.role.owner': 'Inhaber',
  'accountSwitch.role.admin': 'Administrator',
  'accountSwitch.role.billing': 'Abrechnung',
  'accountSwitch.role.viewer': 'Leser',
  'accountSwitch.failed': 'Dieses Konto konnte nicht geöffnet werden. Versuchen Sie es erneut.',
  'accountSwitch.switching': '{account} wird geöffnet …',
} satisfies Record<keyof typeof en, string>;
