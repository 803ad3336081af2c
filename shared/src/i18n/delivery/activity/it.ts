import type en from './en-us';

export default {
  'delivery.activity.csv.at': 'Data e ora',
  'delivery.activity.csv.person': 'Persona',
  'delivery.activity.csv.email': 'Indirizzo e-mail',
  'delivery.activity.csv.role': 'Ruolo',
  'delivery.activity.csv.action': 'Azione',
  'delivery.activity.csv.target': 'Oggetto',
  'delivery.activity.csv.changes': 'Modifiche',
  'delivery.activity.csv.ip': 'Indirizzo IP',
  'delivery.activity.csv.device': 'Dispositivo',
} satisfies Record<keyof typeof en, string>;
