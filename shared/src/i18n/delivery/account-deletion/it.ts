import type en from './en-us';

export default {
  'delivery.deletion.error.pending':
    'Questo account è in fase di eliminazione su richiesta del proprietario. Puoi ripristinarlo finché i suoi dati non vengono cancellati.',
  'delivery.deletion.error.deleted': 'Questo account è stato eliminato dal proprietario.',
  'delivery.deletion.error.confirmation':
    'Digita esattamente l’indirizzo e-mail dell’account per confermare l’eliminazione.',
  'delivery.deletion.error.restoreInvalid':
    'Questa offerta di ripristino è scaduta o è già stata usata. Accedi di nuovo.',
  'delivery.deletion.requested.subject': 'Il tuo account Property Video sarà eliminato il {date}',
  'delivery.deletion.requested.body':
    'Il proprietario dell’account ha chiesto di eliminare l’account del Portale Clienti. Da ora è chiuso: l’abbonamento è annullato (senza rimborso), tutto il team e l’app dei tuoi agenti sono disconnessi e nessuno può accedere.',
  'delivery.deletion.requested.then':
    'Il {date} i suoi dati saranno cancellati definitivamente: i profili, i video e le immagini, il kit del brand, il team e il registro attività. Le fatture sono conservate come richiesto dalla legge, solo con il nome, l’indirizzo e la partita IVA dell’azienda.',
  'delivery.deletion.requested.undo':
    'Hai cambiato idea? Se il proprietario accede prima del {date}, gli verrà proposto di ripristinare l’account.',
  'delivery.deletion.requested.action': 'Accedi per ripristinare l’account',
  'delivery.deletion.requested.notYou':
    'Se non hai chiesto tu l’eliminazione, accedi subito per ripristinare l’account, poi cambia la password.',
  'delivery.deletion.restored.subject': 'Il tuo account Property Video è stato ripristinato',
  'delivery.deletion.restored.body':
    'Il proprietario ha ripristinato l’account: non verrà cancellato nulla, e tu e il tuo team potete accedere di nuovo.',
  'delivery.deletion.restored.billing':
    'L’abbonamento resta annullato: abbonati di nuovo dalla scheda Fatturazione per riattivare l’app dei tuoi agenti.',
  'delivery.deletion.restored.action': 'Accedi',
  'delivery.deletion.ending.subject': 'I tuoi dati Property Video saranno cancellati il {date}',
  'delivery.deletion.ending.body':
    'Il tuo abbonamento Property Video è terminato il {ended}. Come indicato al momento dell’annullamento, abbiamo conservato i tuoi profili, video, immagini, kit del brand e team per 90 giorni, nel caso tornassi.',
  'delivery.deletion.ending.then':
    'Il {date} questi dati saranno cancellati definitivamente, insieme all’account del Portale Clienti: dopo nessuno potrà più accedere. Le fatture sono conservate come richiede la legge, solo con il nome, l’indirizzo e la partita IVA dell’azienda.',
  'delivery.deletion.ending.keep':
    'Per conservare tutto com’è, riattiva l’abbonamento dalla scheda Fatturazione del Portale Clienti prima del {date}.',
  'delivery.deletion.ending.action': 'Apri la scheda Fatturazione',
} satisfies Record<keyof typeof en, string>;
