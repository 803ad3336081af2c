import type en from './en-us';

export default {
  'delivery.deletion.error.pending':
    'Ce compte est en cours de suppression à la demande de son propriétaire. Vous pouvez le restaurer jusqu’à l’effacement de ses données.',
  'delivery.deletion.error.deleted': 'Ce compte a été supprimé par son propriétaire.',
  'delivery.deletion.error.confirmation':
    'Saisissez exactement l’adresse e-mail du compte pour confirmer la suppression.',
  'delivery.deletion.error.restoreInvalid':
    'Cette proposition de restauration a expiré ou a déjà servi. Connectez-vous à nouveau.',
} satisfies Record<keyof typeof en, string>;
