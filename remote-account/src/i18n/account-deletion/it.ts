import type en from './en-us';

export default {
  'account.deletion.title': 'Elimina l’account',
  'account.deletion.intro':
    'Elimina definitivamente l’account, i profili dei suoi agenti, le immagini e il team, dopo 14 giorni in cui puoi cambiare idea.',
  'account.deletion.open': 'Elimina il mio account…',
  'account.deletion.dialogTitle': 'Eliminare l’account?',
  'account.deletion.effect.now':
    'Subito: l’abbonamento viene annullato, tutti vengono disconnessi (anche il team e l’app degli agenti) e nessuno può accedere.',
  'account.deletion.effect.noRefund': 'Il periodo già pagato non viene rimborsato.',
  'account.deletion.effect.undo':
    'Per 14 giorni puoi ripristinare tutto accedendo con la tua e-mail e la tua password.',
  'account.deletion.effect.erased':
    'Poi profili, immagini, team e dati personali vengono cancellati. Le fatture sono conservate come richiede la legge, solo con i dati dell’azienda.',
  'account.deletion.password': 'La tua password',
  'account.deletion.code': 'Codice della tua app di autenticazione',
  'account.deletion.confirmation': 'Per confermare, digita l’e-mail dell’account: {email}',
  'account.deletion.cancel': 'Mantieni il mio account',
  'account.deletion.submit': 'Elimina l’account',
  'account.deletion.submitting': 'Eliminazione…',
  'account.deletion.doneTitle': 'Account eliminato',
  'account.deletion.done':
    'Tutti sono stati disconnessi. I dati dell’account saranno cancellati il {date}; fino ad allora, accedi per ripristinarlo.',
  'account.deletion.doneClose': 'Esci',
  'account.deletion.restore.title': 'Questo account è in fase di eliminazione',
  'account.deletion.restore.text':
    'I suoi dati saranno cancellati il {date}. Ripristinalo per usarlo di nuovo; l’abbonamento resta annullato.',
  'account.deletion.restore.submit': 'Ripristina il mio account',
  'account.deletion.restore.submitting': 'Ripristino…',
} satisfies Record<keyof typeof en, string>;
