import type en from './en-us';

export default {
  'delivery.passkeys.error.challenge':
    'Cette demande de clé d’accès a expiré ou a déjà été utilisée. Réessayez.',
  'delivery.passkeys.error.invalid':
    'Cette clé d’accès n’a pas pu être vérifiée. Réessayez ou connectez-vous autrement.',
  'delivery.passkeys.error.registration':
    'La clé d’accès n’a pas pu être ajoutée : la réponse de votre appareil n’a pas pu être vérifiée. Réessayez.',
  'delivery.passkeys.error.alreadyAdded': 'Cette clé d’accès est déjà ajoutée.',
} satisfies Record<keyof typeof en, string>;
