import type en from './en-us';

export default {
  'auth.secondFactorRecovery.title': 'Secondo fattore perso',
  'auth.secondFactorRecovery.noToken':
    'Questa pagina si apre dal link di recupero nella tua e-mail. Per riceverne uno, accedi e scegli “Non hai più accesso al secondo fattore?”.',
  'auth.secondFactorRecovery.intro':
    'Conferma per rimuovere il secondo fattore dopo un periodo di attesa. Per la tua sicurezza il proprietario dell’account viene avvisato, e potrai accedere con la sola password solo al termine del periodo.',
  'auth.secondFactorRecovery.confirm': 'Rimuovi il mio secondo fattore dopo il periodo di attesa',
  'auth.secondFactorRecovery.doneTitle': 'Recupero avviato',
  'auth.secondFactorRecovery.doneWhen':
    'Il tuo secondo fattore verrà rimosso il {date}. Da quel momento accedi con la password e configurane uno nuovo.',
  'auth.secondFactorRecovery.ownerTold':
    'Il proprietario dell’account è stato avvisato, e anche tu, via e-mail.',
  'auth.secondFactorRecovery.cancel':
    'Hai ritrovato il telefono o i codici di recupero? Accedi con quelli: il recupero viene annullato.',
} satisfies Record<keyof typeof en, string>;
