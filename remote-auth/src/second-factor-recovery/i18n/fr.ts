import type en from './en-us';

export default {
  'auth.secondFactorRecovery.title': 'Deuxième facteur perdu',
  'auth.secondFactorRecovery.noToken':
    'Cette page s’ouvre depuis le lien de récupération reçu par e-mail. Pour en obtenir un, connectez-vous et choisissez « Vous n’avez plus accès à votre deuxième facteur ? ».',
  'auth.secondFactorRecovery.intro':
    'Confirmez pour supprimer votre deuxième facteur après un délai d’attente. Pour votre sécurité, le propriétaire du compte est prévenu, et vous ne pourrez vous connecter avec votre seul mot de passe qu’à la fin de ce délai.',
  'auth.secondFactorRecovery.confirm': 'Supprimer mon deuxième facteur après le délai d’attente',
  'auth.secondFactorRecovery.doneTitle': 'Récupération lancée',
  'auth.secondFactorRecovery.doneWhen':
    'Votre deuxième facteur sera supprimé le {date}. Ensuite, connectez-vous avec votre mot de passe et configurez-en un nouveau.',
  'auth.secondFactorRecovery.ownerTold':
    'Le propriétaire du compte a été prévenu, et vous aussi, par e-mail.',
  'auth.secondFactorRecovery.cancel':
    'Vous avez retrouvé votre téléphone ou vos codes de secours ? Connectez-vous avec : cela annule la récupération.',
} satisfies Record<keyof typeof en, string>;
