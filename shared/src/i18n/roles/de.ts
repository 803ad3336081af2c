import type en from './en-us';

export default {
  'roles.name.owner': 'Inhaber',
  'roles.name.admin': 'Administrator',
  'roles.name.billing': 'Abrechnung',
  'roles.name.viewer': 'Leser',
  'roles.denied.title': 'Kein Zugriff auf diese Seite',
  'roles.denied.body': 'Ihre Rolle ({role}) gibt keinen Zugriff auf diese Seite.',
  'roles.denied.ask': 'Der Inhaber des Kontos kann Ihre Rolle ändern.',
  'roles.denied.link': 'Zu {page}',
} satisfies Record<keyof typeof en, string>;
