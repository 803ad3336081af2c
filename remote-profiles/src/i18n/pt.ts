import type en from './en-us';
export default {
  'profiles.users.title': 'Utilizadores',
  'profiles.plan.title': 'Plano atual',
  'profiles.plan.status': 'Subscrição',
  'profiles.plan.users': 'Utilizadores incluídos',
  'profiles.plan.usersValue': '{count, plural, one {# utilizador} other {# utilizadores}}',
  'profiles.list.title': 'Perfis de utilizador',
  'profiles.list.empty': 'Ainda não há perfis de utilizador',
  'profiles.wizard.titleNew': 'Novo perfil de utilizador',
  'profiles.wizard.title': 'Perfil de utilizador',
  'profiles.wizard.id': 'Perfil: {userId}',
  'profiles.video.title': 'Vídeo',
  'profiles.video.id': 'Vídeo: {videoId}',
  'profiles.back': 'Voltar aos utilizadores',
} satisfies Record<keyof typeof en, string>;
