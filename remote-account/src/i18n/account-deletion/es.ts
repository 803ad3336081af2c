import type en from './en-us';

export default {
  'account.deletion.title': 'Eliminar la cuenta',
  'account.deletion.intro':
    'Elimina definitivamente la cuenta, los perfiles de sus agentes, las imágenes y el equipo, tras 14 días en los que puede cambiar de opinión.',
  'account.deletion.open': 'Eliminar mi cuenta…',
  'account.deletion.dialogTitle': '¿Eliminar la cuenta?',
  'account.deletion.effect.now':
    'En el acto: la suscripción se cancela, se cierra la sesión de todos (el equipo y la aplicación de los agentes también) y nadie puede iniciar sesión.',
  'account.deletion.effect.noRefund': 'El periodo ya pagado no se reembolsa.',
  'account.deletion.effect.undo':
    'Durante 14 días puede restaurarlo todo iniciando sesión con su correo y contraseña.',
  'account.deletion.effect.erased':
    'Después se borran los perfiles, las imágenes, el equipo y los datos personales. Las facturas se conservan como exige la ley, solo con los datos de la empresa.',
  'account.deletion.password': 'Su contraseña',
  'account.deletion.code': 'Código de su aplicación de autenticación',
  'account.deletion.confirmation': 'Para confirmar, escriba el correo de la cuenta: {email}',
  'account.deletion.cancel': 'Conservar mi cuenta',
  'account.deletion.submit': 'Eliminar la cuenta',
  'account.deletion.submitting': 'Eliminando…',
  'account.deletion.doneTitle': 'Cuenta eliminada',
  'account.deletion.done':
    'Se ha cerrado la sesión de todos. Los datos de la cuenta se borrarán el {date}; hasta entonces, inicie sesión para restaurarla.',
  'account.deletion.doneClose': 'Cerrar sesión',
  'account.deletion.restore.title': 'Esta cuenta se está eliminando',
  'account.deletion.restore.text':
    'Sus datos se borrarán el {date}. Restáurela para volver a usarla; la suscripción sigue cancelada.',
  'account.deletion.restore.submit': 'Restaurar mi cuenta',
  'account.deletion.restore.submitting': 'Restaurando…',
} satisfies Record<keyof typeof en, string>;
