import type en from './en-us';

export default {
  'delivery.activity.csv.at': 'Zeitpunkt',
  'delivery.activity.csv.person': 'Ausgeführt von',
  'delivery.activity.csv.email': 'E-Mail-Adresse',
  'delivery.activity.csv.role': 'Rolle',
  'delivery.activity.csv.action': 'Aktion',
  'delivery.activity.csv.target': 'Ziel',
  'delivery.activity.csv.changes': 'Änderungen',
  'delivery.activity.csv.ip': 'IP-Adresse',
  'delivery.activity.csv.device': 'Gerät',
} satisfies Record<keyof typeof en, string>;
