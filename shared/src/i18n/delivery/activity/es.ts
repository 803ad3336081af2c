import type en from './en-us';

export default {
  'delivery.activity.csv.at': 'Fecha y hora',
  'delivery.activity.csv.person': 'Persona',
  'delivery.activity.csv.email': 'Correo electrónico',
  'delivery.activity.csv.role': 'Rol',
  'delivery.activity.csv.action': 'Acción',
  'delivery.activity.csv.target': 'Objeto',
  'delivery.activity.csv.changes': 'Cambios',
  'delivery.activity.csv.ip': 'Dirección IP',
  'delivery.activity.csv.device': 'Dispositivo',
} satisfies Record<keyof typeof en, string>;
