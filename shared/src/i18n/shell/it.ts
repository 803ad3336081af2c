import type en from './en-us';

/** The shell: header, portal tabs, retry card, subscription and connection warnings, contact block. */
export default {
  'shell.header.language': 'Lingua',
  'shell.header.signedInAs': 'Accesso effettuato come {email}',
  'shell.header.logout': 'Esci',
  'shell.skipToContent': 'Vai al contenuto',
  'shell.frame.title': 'Portale Clienti',
  'shell.heading.login': 'Accedi al Portale Clienti',
  'shell.heading.checkout': 'Abbonati a Property Video',
  'shell.tabs.label': 'Sezioni del portale',
  'shell.tabs.users': 'Utenti',
  'shell.tabs.billing': 'Fatturazione',
  'shell.tabs.settings': 'Impostazioni',
  'shell.tabs.activity': 'Attività',
  'shell.remote.failedTitle': 'Impossibile caricare questa parte del portale',
  'shell.remote.failedText':
    'Controlla la connessione a internet e riprova. Il resto del portale continua a funzionare.',
  'shell.remote.incompatibleText':
    'Questa parte del portale richiede la versione {required} della piattaforma e il portale fornisce la versione {provided}. Tornerà a funzionare quando entrambe saranno aggiornate.',
  'shell.grace.title': 'Pagamento non riuscito.',
  'shell.grace.text':
    'Il tuo abbonamento resta attivo fino al {date}, il tempo di aggiornare i dati di pagamento.',
  'shell.grace.textNoDate':
    'Il tuo abbonamento resta attivo per un breve periodo di tolleranza, il tempo di aggiornare i dati di pagamento.',
  'shell.disabled.title': 'Il tuo abbonamento richiede attenzione.',
  'shell.disabled.text': 'Controlla i dettagli del tuo abbonamento.',
  'shell.expired.title': 'Il tuo abbonamento è scaduto',
  'shell.expired.text':
    "Rinnova l'abbonamento nella sezione fatturazione per usare di nuovo il portale e l'app.",
  'shell.subscription.openBilling': 'Apri fatturazione',
  'shell.offline': 'Connessione internet persa: le modifiche potrebbero non essere salvate',
  'shell.contact.title': 'Contatti',
  'shell.contact.text': 'Domande sul tuo abbonamento o sui tuoi utenti? Scrivici a',
  // The page names of document.title and of the announcement after a route change.
  'shell.documentTitle': '{page} · Property Video',
  'shell.title.login': 'Accedi',
  'shell.title.createAccount': 'Crea account',
  'shell.title.forgot': 'Password dimenticata',
  'shell.title.recover': 'Reimposta la password',
  'shell.title.join': 'Unisciti al team',
  'shell.title.secondFactorRecovery': 'Secondo fattore perso',
  'shell.title.checkout': 'Abbonati',
  'shell.title.userProfile': 'Profilo utente',
  'shell.title.video': 'Video',
  'shell.title.brandKit': 'Kit del marchio',
  'shell.pageAnnounced': 'Pagina caricata: {page}',
} satisfies Record<keyof typeof en, string>;
