import type en from './en-us';
export default {
  'profiles.users.title': 'Usuários',
  'profiles.plan.title': 'Plano atual',
  'profiles.plan.status': 'Assinatura',
  'profiles.plan.users': 'Usuários incluídos',
  'profiles.plan.usersValue': '{count, plural, one {# usuário} other {# usuários}}',
  'profiles.list.title': 'Perfis de usuário',
  'profiles.list.empty': 'Ainda não há perfis de usuário',
  'profiles.wizard.titleNew': 'Novo perfil de usuário',
  'profiles.wizard.title': 'Perfil de usuário',
  'profiles.wizard.id': 'Perfil: {userId}',
  'profiles.video.title': 'Vídeo',
  'profiles.video.id': 'Vídeo: {videoId}',
  'profiles.back': 'Voltar para usuários',
} satisfies Record<keyof typeof en, string>;
