import type en from './en-us';

export default {
  'accountSwitch.open': '{account}: mudar de conta',
  'accountSwitch.menu': 'As suas contas',
  'accountSwitch.role.owner': 'Proprietário',
  'accountSwitch.role.admin': 'Administrador',
  'accountSwitch.role.billing': 'Faturação',
  'accountSwitch.role.viewer': 'Leitor',
  'accountSwitch.failed': 'Não foi possível abrir essa conta. Tente novamente.',
  'accountSwitch.switching': 'A abrir {account}…',
} satisfies Record<keyof typeof en, string>;
