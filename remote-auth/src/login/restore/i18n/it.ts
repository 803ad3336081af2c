import type en from './en-us';

export default {
  'auth.restore.title': 'Questo account è in fase di eliminazione',
  'auth.restore.text':
    'I suoi dati saranno cancellati il {date}. Ripristinalo per usarlo di nuovo; l’abbonamento resta annullato.',
  'auth.restore.submit': 'Ripristina il mio account',
  'auth.restore.submitting': 'Ripristino…',
  'auth.restore.back': 'Torna all’accesso',
} satisfies Record<keyof typeof en, string>;
