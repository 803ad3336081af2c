import type en from './en-us';

export default {
  'auth.restore.title': 'Esta cuenta se está eliminando',
  'auth.restore.text':
    'Sus datos se borrarán el {date}. Restáurela para volver a usarla; la suscripción sigue cancelada.',
  'auth.restore.submit': 'Restaurar mi cuenta',
  'auth.restore.submitting': 'Restaurando…',
  'auth.restore.back': 'Volver al inicio de sesión',
} satisfies Record<keyof typeof en, string>;
