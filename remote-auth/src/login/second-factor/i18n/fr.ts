import type en from './en-us';

export default {
  'auth.secondFactor.title': 'Confirmez que c’est vous',
  'auth.secondFactor.introTotp':
    'Saisissez le code à 6 chiffres affiché en ce moment par votre application d’authentification.',
  'auth.secondFactor.introRecovery':
    'Saisissez l’un des codes de secours enregistrés lors de la configuration de votre deuxième facteur. Chaque code ne sert qu’une fois.',
  'auth.secondFactor.introPasskey': 'Confirmez avec votre clé d’accès pour terminer la connexion.',
  'auth.secondFactor.codeLabel': 'Code de votre application d’authentification',
  'auth.secondFactor.recoveryLabel': 'Code de secours',
  'auth.secondFactor.recoveryHint': 'Dix lettres et chiffres, par exemple abcde-12345',
  'auth.secondFactor.submit': 'Continuer',
  'auth.secondFactor.submitting': 'Vérification…',
  'auth.secondFactor.attemptsLeft':
    '{count, plural, one {# essai restant.} other {# essais restants.}}',
  'auth.secondFactor.useRecovery': 'Utiliser plutôt un code de secours',
  'auth.secondFactor.useApp': 'Utiliser plutôt votre application d’authentification',
  'auth.secondFactor.lost': 'Vous n’avez plus accès à votre deuxième facteur ?',
  'auth.secondFactor.lostTitle': 'Consultez vos e-mails',
  'auth.secondFactor.lostSent':
    'Nous avons envoyé un lien de récupération à l’adresse e-mail avec laquelle vous vous connectez.',
  'auth.secondFactor.lostNext':
    'Ouvrez-le pour confirmer : après un délai d’attente, pendant lequel le propriétaire du compte est prévenu, votre deuxième facteur est supprimé et vous pouvez vous connecter avec votre seul mot de passe, puis en configurer un nouveau.',
  'auth.secondFactor.backToLogin': 'Retour à la connexion',
} satisfies Record<keyof typeof en, string>;
