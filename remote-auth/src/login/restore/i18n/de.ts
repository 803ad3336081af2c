import type en from './en-us';

export default {
  'auth.restore.title': 'Dieses Konto wird gelöscht',
  'auth.restore.text':
    'Seine Daten werden am {date} gelöscht. Stellen Sie es wieder her, um es weiter zu nutzen; das Abonnement bleibt gekündigt.',
  'auth.restore.submit': 'Mein Konto wiederherstellen',
  'auth.restore.submitting': 'Wird wiederhergestellt…',
  'auth.restore.back': 'Zurück zur Anmeldung',
} satisfies Record<keyof typeof en, string>;
