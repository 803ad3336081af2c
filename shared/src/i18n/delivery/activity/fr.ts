import type en from './en-us';

export default {
  'delivery.activity.csv.at': 'Date et heure',
  'delivery.activity.csv.person': 'Personne',
  'delivery.activity.csv.email': 'Adresse e-mail',
  'delivery.activity.csv.role': 'Rôle',
  'delivery.activity.csv.action': 'Opération',
  'delivery.activity.csv.target': 'Objet',
  'delivery.activity.csv.changes': 'Modifications',
  'delivery.activity.csv.ip': 'Adresse IP',
  'delivery.activity.csv.device': 'Appareil',
} satisfies Record<keyof typeof en, string>;
