import type en from './en-us';

export default {
  'roles.name.owner': 'Propriétaire',
  'roles.name.admin': 'Administrateur',
  'roles.name.billing': 'Facturation',
  'roles.name.viewer': 'Lecteur',
  'roles.denied.title': 'Pas d’accès à cette page',
  'roles.denied.body': 'Votre rôle ({role}) ne donne pas accès à cette page.',
  'roles.denied.ask': 'Le propriétaire du compte peut changer votre rôle.',
  'roles.denied.link': 'Aller à {page}',
} satisfies Record<keyof typeof en, string>;
