import type en from './en-us';
export default {
  'profiles.users.title': 'Utenti',
  'profiles.plan.title': 'Piano attuale',
  'profiles.plan.status': 'Abbonamento',
  'profiles.plan.users': 'Utenti inclusi',
  'profiles.plan.usersValue': '{count, plural, one {# utente} other {# utenti}}',
  'profiles.list.title': 'Profili utente',
  'profiles.list.empty': 'Ancora nessun profilo utente',
  'profiles.wizard.titleNew': 'Nuovo profilo utente',
  'profiles.wizard.title': 'Profilo utente',
  'profiles.wizard.id': 'Profilo: {userId}',
  'profiles.video.title': 'Video',
  'profiles.video.id': 'Video: {videoId}',
  'profiles.back': 'Torna agli utenti',
} satisfies Record<keyof typeof en, string>;
