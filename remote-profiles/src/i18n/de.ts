import type en from './en-us';
export default {
  'profiles.users.title': 'Benutzer',
  'profiles.plan.title': 'Aktueller Tarif',
  'profiles.plan.status': 'Abonnement',
  'profiles.plan.users': 'Enthaltene Benutzer',
  'profiles.plan.usersValue': '{count, plural, one {# Benutzer} other {# Benutzer}}',
  'profiles.list.title': 'Benutzerprofile',
  'profiles.list.empty': 'Noch keine Benutzerprofile',
  'profiles.wizard.titleNew': 'Neues Benutzerprofil',
  'profiles.wizard.title': 'Benutzerprofil',
  'profiles.wizard.id': 'Profil: {userId}',
  'profiles.video.title': 'Video',
  'profiles.video.id': 'Video: {videoId}',
  'profiles.back': 'Zurück zu den Benutzern',
} satisfies Record<keyof typeof en, string>;
