import type en from './en-us';
export default {
  'errors.unknown': 'Erreur inconnue',
  'errors.identifiersNotRecognized': 'Identifiants non reconnus',
  'errors.notAllowed': "Vous n'êtes pas autorisé à accéder au Portail Client",
  'errors.formInvalid': 'Erreur(s) détectée(s), vérifiez les champs du formulaire.',
  'errors.emailTaken': 'Un compte existe déjà avec cet e-mail. Connectez-vous plutôt.',
  'errors.tooManyAttempts': 'Trop de tentatives échouées. Réessayez dans quelques minutes.',
  'errors.sessionExpired': 'Votre session a expiré. Veuillez vous reconnecter.',
  'errors.notFound': 'Introuvable.',
  'errors.bodyTooLarge': 'La requête est trop volumineuse.',
  'errors.malformedJson': "Le corps de la requête n'est pas un JSON valide.",
  'errors.server': "Une erreur s'est produite de notre côté. Veuillez réessayer.",
  'errors.tooManyRequests': 'Trop de requêtes. Patientez un instant puis réessayez.',
  'errors.maxUsers': "Nombre maximal d'utilisateurs atteint : contactez l'administrateur.",
  'errors.invitationInvalid': "Lien d'invitation non valide : contactez votre administrateur.",
  'errors.phoneTaken': 'Ce numéro de mobile a déjà un profil.',
  'errors.imageRejected': "L'image a été refusée.",
} satisfies Record<keyof typeof en, string>;
