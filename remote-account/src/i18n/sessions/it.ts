import type en from './en-us';

export default {
  'account.sessions.title': 'Dove hai effettuato l’accesso',
  'account.sessions.intro':
    'I browser collegati con le tue credenziali in questo momento. Disconnetti quelli che non riconosci, poi cambia la password.',
  'account.sessions.list': 'Sessioni attive',
  'account.sessions.device': '{browser} su {os}',
  'account.sessions.unknownDevice': 'Browser sconosciuto',
  'account.sessions.thisDevice': 'Questo dispositivo',
  'account.sessions.address': 'Indirizzo {ip} ·',
  'account.sessions.signedIn': 'Accesso il {date} ·',
  'account.sessions.lastActive': 'Ultima attività {when}',
  'account.sessions.signOut': 'Disconnetti',
  'account.sessions.signOutNamed': 'Disconnetti {device}',
  'account.sessions.signedOut': '{device} è stato disconnesso.',
  'account.sessions.signOutOthers': 'Disconnetti ovunque altrove',
  'account.sessions.signOutOthersTitle': 'Disconnettere ovunque altrove?',
  'account.sessions.signOutOthersText':
    '{count, plural, one {L’altra sessione viene disconnessa} other {Le altre # sessioni vengono disconnesse}} alla prossima azione. Questo dispositivo resta connesso.',
  'account.sessions.signOutOthersConfirm': 'Disconnetti le altre',
  'account.sessions.signedOutOthers': 'Tutte le altre sessioni sono state disconnesse.',
  'account.sessions.onlyThis': 'Sei connesso solo su questo dispositivo.',
} satisfies Record<keyof typeof en, string>;
