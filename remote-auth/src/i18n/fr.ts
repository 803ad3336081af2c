import type en from './en-us';
export default {
  'auth.login.intro': 'Gérez vos utilisateurs, votre facturation et vos paramètres.',
  'auth.login.submit': 'Se connecter',
  'auth.login.submitting': 'Connexion…',
  'auth.login.forgot': 'Mot de passe oublié ?',
  'auth.login.noAccount': 'Nouveau sur Property Video ?',
  'auth.login.createAccount': 'Créer un compte',
  'auth.login.subscribe': "S'abonner",
  'auth.field.email': 'E-mail',
  'auth.field.password': 'Mot de passe',
  'auth.field.firstName': 'Prénom',
  'auth.field.lastName': 'Nom',
  'auth.field.phone': 'Téléphone',
  'auth.field.phoneHint': 'Format international commençant par +, par exemple +33 1 23 45 67 89',
  'auth.field.confirmPassword': 'Confirmer le mot de passe',
  'auth.field.industry': 'Secteur',
  'auth.field.company': 'Société',
  'auth.origin.realty': 'Immobilier',
  'auth.origin.auto': 'Automobile',
  'auth.createAccount.title': 'Créer un compte',
  'auth.createAccount.intro':
    "Votre compte ouvre l'accès au Portail Client dès qu'un abonnement payant y est rattaché.",
  'auth.createAccount.submit': 'Créer le compte',
  'auth.createAccount.submitting': 'Création du compte…',
  'auth.createAccount.haveAccount': 'Vous avez déjà un compte ?',
  'auth.createAccount.logIn': 'Se connecter',
  'auth.createAccount.createdLoginFailed':
    'Votre compte a été créé, mais la connexion automatique a échoué : {message}',
  'auth.createAccount.claimed':
    'Votre abonnement pour {users, plural, one {# utilisateur} other {# utilisateurs}} est payé. Choisissez un mot de passe pour ouvrir votre compte.',
  'auth.createAccount.claimExists':
    'Un compte utilise déjà {email}. Connectez-vous à ce compte pour y ajouter votre abonnement pour {users, plural, one {# utilisateur} other {# utilisateurs}}.',
  'auth.createAccount.claimForgot':
    'Si vous ne connaissez pas son mot de passe, définissez-en un nouveau avec « Mot de passe oublié ? », puis rouvrez ce lien.',
  'auth.createAccount.claimSignIn': 'Se connecter pour ajouter l’abonnement',
  'auth.forgot.title': 'Mot de passe oublié ?',
  'auth.recover.title': 'Définir un nouveau mot de passe',
  'auth.backToLogin': 'Retour à la connexion',
  'auth.signedIn.title': 'Vous êtes connecté',
  'auth.signedIn.as': 'Connecté en tant que {email}',
  'auth.signedIn.logout': 'Se déconnecter',
  'auth.login.methods': 'Mode de connexion',
  'auth.login.tabEmail': 'Avec mot de passe',
  'auth.login.tabPhone': 'Téléphone',
  'auth.login.or': 'ou',
  'auth.login.passwordReset': 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau.',
  'auth.login.claim':
    'Connectez-vous avec votre e-mail et votre mot de passe pour ajouter votre abonnement payé à votre compte.',
  'auth.social.google': 'Continuer avec Google',
  'auth.social.apple': 'Continuer avec Apple',
  'auth.social.error': 'Erreur au lancement de la connexion {provider}',
  'auth.social.signingIn': 'Connexion en cours…',
  'auth.phone.field': 'Numéro de mobile',
  'auth.phone.hint': 'Format international commençant par +, par exemple +33 6 12 34 56 78',
  'auth.phone.channel': 'Recevoir le code par',
  'auth.phone.channelSms': 'SMS',
  'auth.phone.channelWhatsapp': 'WhatsApp',
  'auth.phone.send': 'Envoyer le code',
  'auth.phone.sending': 'Envoi…',
  'auth.phone.codeTitle': 'Saisissez le code',
  'auth.phone.sentSms':
    'Nous avons envoyé un code à 6 chiffres par SMS au {phone}. Il est valable 10 minutes.',
  'auth.phone.sentWhatsapp':
    'Nous avons envoyé un code à 6 chiffres sur WhatsApp au {phone}. Il est valable 10 minutes.',
  'auth.phone.submit': 'Se connecter',
  'auth.phone.submitting': 'Connexion…',
  'auth.phone.attemptsLeft': '{count, plural, one {# essai restant} other {# essais restants}}',
  'auth.phone.lastTry': 'Dernier essai : vérifiez le code, puis appuyez sur « Se connecter ».',
  'auth.phone.changeNumber': 'Utiliser un autre numéro',
  'auth.notAllowed.next':
    'Pour ouvrir le portail, abonnez-vous avec cet e-mail ou contactez le support.',
  'auth.notAllowed.subscribe': 'S’abonner avec cet e-mail',
  'auth.notAllowed.contact': 'Contacter le support',
  'auth.forgot.intro':
    'Saisissez l’e-mail de votre compte : nous vous enverrons un lien pour définir un nouveau mot de passe.',
  'auth.forgot.submit': 'Envoyer le lien',
  'auth.forgot.submitting': 'Envoi…',
  'auth.recover.intro':
    'Choisissez un nouveau mot de passe. Toutes les sessions de votre compte seront déconnectées.',
  'auth.recover.password': 'Nouveau mot de passe',
  'auth.recover.confirm': 'Répétez le nouveau mot de passe',
  'auth.recover.submit': 'Définir le nouveau mot de passe',
  'auth.recover.submitting': 'Enregistrement…',
  'auth.recover.noToken':
    'Cette page s’ouvre depuis le lien de l’e-mail de réinitialisation. Demandez un nouveau lien si le vôtre ne fonctionne plus.',
  'auth.recover.askAgain': 'Demander un nouveau lien',
  // Passkeys (issue 38): the login page and the second-factor step.
  'auth.passkey.signIn': 'Se connecter avec une clé d’accès',
  'auth.passkey.signingIn': 'Connexion avec votre clé d’accès…',
  'auth.passkey.unavailable':
    'Les clés d’accès ne sont pas disponibles dans ce navigateur ou cette application : utilisez votre e-mail, votre téléphone ou une autre méthode.',
  'auth.passkey.cancelled':
    'Aucune clé d’accès n’a été utilisée (la demande a été annulée ou a expiré). Réessayez ou utilisez une autre méthode.',
  'auth.passkey.useForFactor': 'Utiliser une clé d’accès',
  'auth.passkey.checking': 'Vérification de votre clé d’accès…',
  // The owner's sign-in to an account being deleted (issue 39): the undo.
  'auth.restore.title': 'Ce compte est en cours de suppression',
  'auth.restore.text':
    'Ses données seront effacées le {date}. Restaurez-le pour l’utiliser à nouveau ; l’abonnement reste résilié.',
  'auth.restore.submit': 'Restaurer mon compte',
  'auth.restore.submitting': 'Restauration…',
  'auth.restore.back': 'Retour à la connexion',
} satisfies Record<keyof typeof en, string>;
