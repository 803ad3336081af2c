import type en from './en-us';

export default {
  'roles.name.owner': 'Propietario',
  'roles.name.admin': 'Administrador',
  'roles.name.billing': 'Facturación',
  'roles.name.viewer': 'Lector',
  'roles.denied.title': 'Sin acceso a esta página',
  'roles.denied.body': 'Su rol ({role}) no da acceso a esta página.',
  'roles.denied.ask': 'El propietario de la cuenta puede cambiar su rol.',
  'roles.denied.link': 'Ir a {page}',
} satisfies Record<keyof typeof en, string>;
