import type en from './en-us';

export default {
  'auth.restore.title': 'Esta conta está a ser eliminada',
  'auth.restore.text':
    'Os seus dados serão apagados a {date}. Restaure-a para a voltar a usar; a subscrição continua cancelada.',
  'auth.restore.submit': 'Restaurar a minha conta',
  'auth.restore.submitting': 'A restaurar…',
  'auth.restore.back': 'Voltar ao início de sessão',
} satisfies Record<keyof typeof en, string>;
