import type en from './en-us';

export default {
  'roles.name.owner': 'Proprietário',
  'roles.name.admin': 'Administrador',
  'roles.name.billing': 'Faturamento',
  'roles.name.viewer': 'Leitor',
  'roles.denied.title': 'Sem acesso a esta página',
  'roles.denied.body': 'Sua função ({role}) não dá acesso a esta página.',
  'roles.denied.ask': 'O proprietário da conta pode mudar sua função.',
  'roles.denied.link': 'Ir para {page}',
} satisfies Record<keyof typeof en, string>;
