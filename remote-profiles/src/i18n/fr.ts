import type en from './en-us';
export default {
  'profiles.users.title': 'Utilisateurs',
  'profiles.plan.title': 'Formule actuelle',
  'profiles.plan.status': 'Abonnement',
  'profiles.plan.users': 'Utilisateurs inclus',
  'profiles.plan.usersValue': '{count, plural, one {# utilisateur} other {# utilisateurs}}',
  'profiles.list.title': 'Profils utilisateurs',
  'profiles.list.empty': "Aucun profil utilisateur pour l'instant",
  'profiles.wizard.titleNew': 'Nouveau profil utilisateur',
  'profiles.wizard.title': 'Profil utilisateur',
  'profiles.wizard.id': 'Profil : {userId}',
  'profiles.video.title': 'Vidéo',
  'profiles.video.id': 'Vidéo : {videoId}',
  'profiles.back': 'Retour aux utilisateurs',
} satisfies Record<keyof typeof en, string>;
