import type en from './en-us';

export default {
  'accountSwitch.open': '{account}: trocar de conta',
  'accountSwitch.menu': 'Suas contas',
  'accountSwitch.role.owner': 'Proprietário',
  'accountSwitch.role.admin': 'Administrador',
  'accountSwitch.role.billing': 'Faturamento',
  'accountSwitch.role.viewer': 'Leitor',
  'accountSwitch.failed': 'Não foi possível abrir essa conta. Tente de novo.',
  'accountSwitch.switching': 'Abrindo {account}…',
} satisfies Record<keyof typeof en, string>;
