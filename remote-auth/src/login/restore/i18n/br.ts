import type en from './en-us';

export default {
  'auth.restore.title': 'Esta conta está sendo excluída',
  'auth.restore.text':
    'Os dados serão apagados em {date}. Restaure-a para usá-la de novo; a assinatura continua cancelada.',
  'auth.restore.submit': 'Restaurar minha conta',
  'auth.restore.submitting': 'Restaurando…',
  'auth.restore.back': 'Voltar para o login',
} satisfies Record<keyof typeof en, string>;
