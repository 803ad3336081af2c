import type en from './en-us';
export default {
  'errors.unknown': 'Erreur inconnue',
  'errors.identifiersNotRecognized': 'Identifiants non reconnus',
  'errors.notAllowed': "Vous n'êtes pas autorisé à accéder au Portail Client",
  'errors.formInvalid': 'Erreur(s) détectée(s), vérifiez les champs du formulaire.',
  'errors.emailTaken': 'Un compte existe déjà avec cet e-mail. Connectez-vous plutôt.',
  'errors.tooManyAttempts': 'Trop de tentatives échouées. Réessayez dans quelques minutes.',
  'errors.sessionExpired': 'Votre session a expiré. Veuillez vous reconnecter.',
  'errors.membershipEnded':
    'Vous ne faites plus partie de l’équipe de ce compte. Demandez à son propriétaire de vous inviter à nouveau.',
  'errors.notFound': 'Introuvable.',
  'errors.bodyTooLarge': 'La requête est trop volumineuse.',
  'errors.malformedJson': "Le corps de la requête n'est pas un JSON valide.",
  'errors.server': "Une erreur s'est produite de notre côté. Veuillez réessayer.",
  'errors.tooManyRequests': 'Trop de requêtes. Patientez un instant puis réessayez.',
  'errors.phoneNotFound': 'Numéro de téléphone introuvable',
  'errors.codeInvalid': 'Ce code n’est pas correct.',
  'errors.codeExpired': 'Ce code a expiré ou a été essayé trop de fois. Demandez un nouveau code.',
  'errors.resendTooSoon':
    'Un code vient d’être envoyé. Attendez quelques secondes avant d’en demander un autre.',
  'errors.tooManyCodeRequests':
    'Trop de codes ont été demandés pour ce numéro. Réessayez dans une heure.',
  'errors.tooManyRecoveryRequests': 'Trop de demandes de réinitialisation. Réessayez plus tard.',
  'errors.recoveryLinkInvalid':
    'Ce lien de réinitialisation est invalide, expiré ou déjà utilisé. Demandez-en un nouveau.',
  'errors.socialStateInvalid':
    'Cette tentative de connexion a expiré ou a déjà été utilisée. Recommencez.',
  'errors.socialRejected':
    'La réponse du fournisseur de connexion n’a pas pu être vérifiée. Réessayez.',
  'errors.socialNotLinked':
    'Aucun compte ne correspond à cette connexion. Connectez-vous avec votre e-mail et votre mot de passe, ou créez un compte.',
  'errors.methodUnavailable': 'Ce mode de connexion n’est pas disponible.',
  'errors.deliveryFailed': 'Le message n’a pas pu être envoyé. Réessayez dans un instant.',
  'errors.maxUsers': "Nombre maximal d'utilisateurs atteint : contactez l'administrateur.",
  'errors.invitationInvalid': "Lien d'invitation non valide : contactez votre administrateur.",
  'errors.phoneTaken': 'Ce numéro de mobile a déjà un profil.',
  'errors.imageRejected': "L'image a été refusée.",
  'errors.fieldTooLong': 'Cette valeur est trop longue.',
  'errors.invalidCharacters': 'Cette valeur contient un caractère non autorisé.',
  'errors.passwordWrong': 'Le mot de passe est incorrect.',
  'errors.currentEmailWrong': 'Ce n’est pas l’adresse e-mail de votre compte.',
  'errors.newEmailTaken': 'Un autre compte utilise déjà cette adresse e-mail.',
  'errors.codeTooManyTries':
    'Trop de codes erronés : ce code ne fonctionne plus. Demandez-en un nouveau.',
  'errors.tooManyEmailCodes':
    'Trop de codes ont été demandés pour cette adresse. Réessayez dans une heure.',
  'errors.handoffInvalid':
    'Ce lien de l’application a expiré ou a déjà été utilisé. Rouvrez la page depuis l’application.',
} satisfies Record<keyof typeof en, string>;
