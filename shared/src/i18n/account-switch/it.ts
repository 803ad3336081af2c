import type en from './en-us';

export default {
  'accountSwitch.open': '{account}: cambia account',
  'accountSwitch.menu': 'I tuoi account',
  'accountSwitch.role.owner': 'Proprietario',
  'accountSwitch.role.admin': 'Amministratore',
  'accountSwitch.role.billing': 'Fatturazione',
  'accountSwitch.role.viewer': 'Lettore',
  'accountSwitch.failed': 'Non è stato possibile aprire quell’account. Riprova.',
  'accountSwitch.switching': 'Apertura di {account}…',
} satisfies Record<keyof typeof en, string>;
