import type en from './en-us';

/** The shell: header, portal tabs, retry card, subscription and connection warnings, contact block. */
export default {
  'shell.header.language': 'Langue',
  'shell.header.signedInAs': 'Connecté en tant que {email}',
  'shell.header.logout': 'Se déconnecter',
  'shell.skipToContent': 'Aller au contenu',
  'shell.frame.title': 'Portail Client',
  'shell.heading.login': 'Connexion au Portail Client',
  'shell.heading.checkout': "S'abonner à Property Video",
  'shell.tabs.label': 'Sections du portail',
  'shell.tabs.users': 'Utilisateurs',
  'shell.tabs.billing': 'Facturation',
  'shell.tabs.settings': 'Paramètres',
  'shell.tabs.activity': 'Activité',
  'shell.remote.failedTitle': "Cette partie du portail n'a pas pu être chargée",
  'shell.remote.failedText':
    'Vérifiez votre connexion internet puis réessayez. Le reste du portail continue de fonctionner.',
  'shell.remote.incompatibleText':
    'Cette partie du portail nécessite la version {required} de la plateforme, et le portail fournit la version {provided}. Elle fonctionnera de nouveau une fois les deux mises à jour.',
  'shell.grace.title': 'Échec du paiement.',
  'shell.grace.text':
    "Votre abonnement reste actif jusqu'au {date}, le temps de mettre à jour vos informations de paiement.",
  'shell.grace.textNoDate':
    'Votre abonnement reste actif pendant une courte période de grâce, le temps de mettre à jour vos informations de paiement.',
  'shell.disabled.title': 'Votre abonnement requiert votre attention.',
  'shell.disabled.text': 'Veuillez vérifier les détails de votre abonnement.',
  'shell.expired.title': 'Votre abonnement a expiré',
  'shell.expired.text':
    "Renouvelez votre abonnement dans la section facturation pour utiliser à nouveau le portail et l'application.",
  'shell.subscription.openBilling': 'Ouvrir la facturation',
  'shell.offline':
    'Connexion internet perdue : les modifications pourraient ne pas être enregistrées',
  'shell.contact.title': 'Contact',
  'shell.contact.text': 'Des questions sur votre abonnement ou vos utilisateurs ? Écrivez-nous à',
  // The page names of document.title and of the announcement after a route change.
  'shell.documentTitle': '{page} · Property Video',
  'shell.title.login': 'Se connecter',
  'shell.title.createAccount': 'Créer un compte',
  'shell.title.forgot': 'Mot de passe oublié',
  'shell.title.recover': 'Réinitialiser le mot de passe',
  'shell.title.join': "Rejoindre l'équipe",
  'shell.title.secondFactorRecovery': 'Deuxième facteur perdu',
  'shell.title.checkout': "S'abonner",
  'shell.title.userProfile': 'Profil utilisateur',
  'shell.title.video': 'Vidéo',
  'shell.title.brandKit': 'Charte de marque',
  'shell.pageAnnounced': 'Page chargée : {page}',
} satisfies Record<keyof typeof en, string>;
