import type en from './en-us';

export default {
  'auth.restore.title': 'Ce compte est en cours de suppression',
  'auth.restore.text':
    'Ses données seront effacées le {date}. Restaurez-le pour l’utiliser à nouveau ; l’abonnement reste résilié.',
  'auth.restore.submit': 'Restaurer mon compte',
  'auth.restore.submitting': 'Restauration…',
  'auth.restore.back': 'Retour à la connexion',
} satisfies Record<keyof typeof en, string>;
