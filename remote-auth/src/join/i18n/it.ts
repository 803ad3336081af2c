import type en from './en-us';

export default {
  'auth.join.title': 'Unisciti al team',
  'auth.join.noToken':
    'Questa pagina si apre dal link di invito ricevuto via e-mail. Se non lo trovi, chiedi al proprietario dell’account di invitarti di nuovo.',
  'auth.join.askAgain': 'Chiedi al proprietario dell’account di invitarti di nuovo.',
  'auth.join.intro': '{invitedBy} ti invita a gestire {account} nel portale.',
  'auth.join.account': 'Account aziendale',
  'auth.join.role': 'Il tuo ruolo',
  'auth.join.role.admin': 'Amministratore',
  'auth.join.role.billing': 'Fatturazione',
  'auth.join.role.viewer': 'Lettore',
  'auth.join.roleHint.admin':
    'Gestirai gli utenti, il kit del marchio, gli inviti e le importazioni.',
  'auth.join.roleHint.billing':
    'Gestirai la fatturazione: fatture, dati di pagamento ed e-mail delle fatture.',
  'auth.join.roleHint.viewer':
    'Vedrai gli utenti e il riepilogo della fatturazione, senza modificarli.',
  'auth.join.validUntil': 'L’invito è valido fino al {date}.',
  'auth.join.newPassword': 'Scegli una password',
  'auth.join.hasLogin':
    '{email} accede già al portale: inserisci la sua password per unirti anche a questo team.',
  'auth.join.submit': 'Unisciti al team',
  'auth.join.submitting': 'Accesso…',
  'auth.join.otherWays': 'Oppure unisciti senza password',
  'auth.join.otherWaysHint':
    'L’invito dimostra la tua e-mail, quindi il tuo account Google o Apple può usare un altro indirizzo. D’ora in poi accederai nello stesso modo.',
  'auth.join.usePhone': 'Usa il mio numero di telefono',
  'auth.join.phoneTitle': 'Unisciti con il tuo numero di telefono',
  'auth.join.backToInvitation': 'Torna all’invito',
  'auth.join.joining': 'Ti stai unendo al team…',
  'auth.join.flowLost':
    'Questo accesso non è stato avviato da questa pagina. Apri di nuovo il link di invito nella tua e-mail.',
  'auth.join.hasLoginWithoutPassword':
    '{email} accede già al portale con Google, Apple o un numero di telefono: unisciti a questo team nello stesso modo.',
} satisfies Record<keyof typeof en, string>;
