import type en from './en-us';

export default {
  'delivery.activity.csv.at': 'Data e hora',
  'delivery.activity.csv.person': 'Pessoa',
  'delivery.activity.csv.email': 'Endereço de e-mail',
  'delivery.activity.csv.role': 'Função',
  'delivery.activity.csv.action': 'Ação',
  'delivery.activity.csv.target': 'Alvo',
  'delivery.activity.csv.changes': 'Alterações',
  'delivery.activity.csv.ip': 'Endereço IP',
  'delivery.activity.csv.device': 'Dispositivo',
} satisfies Record<keyof typeof en, string>;
