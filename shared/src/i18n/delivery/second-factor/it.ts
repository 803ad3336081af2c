import type en from './en-us';

export default {
  'delivery.secondFactor.error.challengeInvalid':
    'Questo passaggio dell’accesso è scaduto o è già stato usato. Accedi di nuovo.',
  'delivery.secondFactor.error.codeInvalid':
    'Questo codice non è corretto, o è già stato usato. Controlla il codice e riprova.',
  'delivery.secondFactor.error.setupRequired':
    'Questo account richiede un secondo fattore. Configura un’app di autenticazione o una passkey per continuare.',
  'delivery.secondFactor.error.totpAlreadyEnabled':
    'L’app di autenticazione è già attiva. Disattivala prima di configurarne un’altra.',
  'delivery.secondFactor.error.totpNotPending':
    'Nessuna app di autenticazione attende il suo primo codice. Ricomincia la configurazione.',
  'delivery.secondFactor.error.totpNotEnabled': 'Nessuna app di autenticazione è configurata.',
  'delivery.secondFactor.error.proofRequired':
    'Inserisci la tua password o un codice della tua app di autenticazione.',
  'delivery.secondFactor.error.recoveryLinkInvalid':
    'Questo link di recupero non è valido o è scaduto. Ricomincia dalla pagina di accesso.',
  'delivery.secondFactor.mail.lost.subject': 'Accedere senza il secondo fattore perso',
  'delivery.secondFactor.mail.lost.body':
    'Qualcuno, probabilmente tu, ha indicato di aver perso il secondo fattore con cui accede a Property Video. Apri il link per avviare il recupero: dopo un periodo di attesa di {hours} ore il tuo secondo fattore viene rimosso e accedi solo con il primo passaggio. Il proprietario dell’account viene avvisato.',
  'delivery.secondFactor.mail.lost.action': 'Avvia il recupero',
  'delivery.secondFactor.mail.lost.ignore':
    'Se non sei stato tu, ignora questa e-mail: non cambia nulla. Il link è valido per 24 ore.',
  'delivery.secondFactor.mail.started.subject': 'Il tuo secondo fattore verrà rimosso il {date}',
  'delivery.secondFactor.mail.started.body':
    'Il recupero del tuo secondo fattore perso è iniziato. Il {date} viene rimosso, e il tuo prossimo accesso chiede solo il primo passaggio.',
  'delivery.secondFactor.mail.started.notYou':
    'Se non l’hai avviato tu, accedi con il tuo secondo fattore: questo interrompe il recupero. Poi cambia la password e scrivi a {support}.',
  'delivery.secondFactor.mail.ownerNotice.subject':
    'È iniziato un recupero del secondo fattore nel tuo account',
  'delivery.secondFactor.mail.ownerNotice.body':
    '{person} ha indicato di aver perso il secondo fattore e ne ha avviato il recupero. Se non accede con esso prima, viene rimosso il {date} e quella persona accede solo con il primo passaggio.',
  'delivery.secondFactor.mail.ownerNotice.check':
    'Se non te lo aspettavi, rimuovi quella persona dal team, o cambia la password se si tratta del tuo accesso.',
} satisfies Record<keyof typeof en, string>;
