import type en from './en-us';
export default {
  'profiles.users.title': 'Usuarios',
  'profiles.plan.title': 'Plan actual',
  'profiles.plan.status': 'Suscripción',
  'profiles.plan.users': 'Usuarios incluidos',
  'profiles.plan.usersValue': '{count, plural, one {# usuario} other {# usuarios}}',
  'profiles.list.title': 'Perfiles de usuario',
  'profiles.list.empty': 'Todavía no hay perfiles de usuario',
  'profiles.wizard.titleNew': 'Nuevo perfil de usuario',
  'profiles.wizard.title': 'Perfil de usuario',
  'profiles.wizard.id': 'Perfil: {userId}',
  'profiles.video.title': 'Vídeo',
  'profiles.video.id': 'Vídeo: {videoId}',
  'profiles.back': 'Volver a usuarios',
} satisfies Record<keyof typeof en, string>;
