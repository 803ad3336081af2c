import type en from './en-us';

export default {
  'accountSwitch.open': '{account} : changer de compte',
  'accountSwitch.menu': 'Vos comptes',
  'accountSwitch.role.owner': 'Propriétaire',
  'accountSwitch.role.admin': 'Administrateur',
  'accountSwitch.role.billing': 'Facturation',
  'accountSwitch.role.viewer': 'Lecteur',
  'accountSwitch.failed': 'Ce compte n’a pas pu être ouvert. Réessayez.',
  'accountSwitch.switching': 'Ouverture de {account}…',
} satisfies Record<keyof typeof en, string>;
