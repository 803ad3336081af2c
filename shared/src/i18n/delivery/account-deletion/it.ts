import type en from './en-us';

export default {
  'delivery.deletion.error.pending':
    'Questo account è in fase di eliminazione su richiesta del proprietario. Puoi ripristinarlo finché i suoi dati non vengono cancellati.',
  'delivery.deletion.error.deleted': 'Questo account è stato eliminato dal proprietario.',
  'delivery.deletion.error.confirmation':
    'Digita esattamente l’indirizzo e-mail dell’account per confermare l’eliminazione.',
  'delivery.deletion.error.restoreInvalid':
    'Questa offerta di ripristino è scaduta o è già stata usata. Accedi di nuovo.',
} satisfies Record<keyof typeof en, string>;
