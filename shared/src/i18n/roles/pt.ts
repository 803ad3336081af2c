import type en from './en-us';

export default {
  'roles.name.owner': 'Proprietário',
  'roles.name.admin': 'Administrador',
  'roles.name.billing': 'Faturação',
  'roles.name.viewer': 'Leitor',
  'roles.denied.title': 'Sem acesso a esta página',
  'roles.denied.body': 'A sua função ({role}) não dá acesso a esta página.',
  'roles.denied.ask': 'O proprietário da conta pode alterar a sua função.',
  'roles.denied.link': 'Ir para {page}',
} satisfies Record<keyof typeof en, string>;
