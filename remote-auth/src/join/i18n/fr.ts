import type en from './en-us';

export default {
  'auth.join.title': 'Rejoindre l’équipe',
  'auth.join.noToken':
    'Cette page s’ouvre depuis le lien d’invitation reçu par e-mail. Si vous ne le trouvez pas, demandez au propriétaire du compte de vous inviter à nouveau.',
  'auth.join.askAgain': 'Demandez au propriétaire du compte de vous inviter à nouveau.',
  'auth.join.intro': '{invitedBy} vous invite à gérer {account} dans le portail.',
  'auth.join.account': 'Compte',
  'auth.join.role': 'Votre rôle',
  'auth.join.role.admin': 'Administrateur',
  'auth.join.role.billing': 'Facturation',
  'auth.join.role.viewer': 'Lecteur',
  'auth.join.roleHint.admin':
    'Vous gérerez les utilisateurs, le kit de marque, les invitations et les imports.',
  'auth.join.roleHint.billing':
    'Vous gérerez la facturation : factures, moyen de paiement et e-mails de facture.',
  'auth.join.roleHint.viewer':
    'Vous verrez les utilisateurs et le résumé de facturation, sans les modifier.',
  'auth.join.validUntil': 'L’invitation est valable jusqu’au {date}.',
  'auth.join.newPassword': 'Choisissez un mot de passe',
  'auth.join.hasLogin':
    '{email} se connecte déjà au portail : saisissez son mot de passe pour rejoindre aussi cette équipe.',
  'auth.join.submit': 'Rejoindre l’équipe',
  'auth.join.submitting': 'Connexion…',
  'auth.join.otherWays': 'Ou rejoindre sans mot de passe',
  'auth.join.otherWaysHint':
    'L’invitation prouve votre e-mail : votre compte Google ou Apple peut utiliser une autre adresse. Vous vous connecterez ensuite de la même façon.',
  'auth.join.usePhone': 'Utiliser mon numéro de téléphone',
  'auth.join.phoneTitle': 'Rejoindre avec votre numéro de téléphone',
  'auth.join.backToInvitation': 'Retour à l’invitation',
  'auth.join.joining': 'Vous rejoignez l’équipe…',
  'auth.join.flowLost':
    'Cette connexion n’a pas été lancée depuis cette page. Ouvrez à nouveau le lien d’invitation de votre e-mail.',
  'auth.join.hasLoginWithoutPassword':
    '{email} se connecte déjà au portail avec Google, Apple ou un numéro de téléphone : rejoignez cette équipe de la même façon.',
} satisfies Record<keyof typeof en, string>;
