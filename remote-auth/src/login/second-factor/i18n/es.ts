import type en from './en-us';

export default {
  'auth.secondFactor.title': 'Confirme que es usted',
  'auth.secondFactor.introTotp':
    'Introduzca el código de 6 dígitos que muestra ahora su aplicación de autenticación.',
  'auth.secondFactor.introRecovery':
    'Introduzca uno de los códigos de recuperación que guardó al configurar su segundo factor. Cada código sirve una vez.',
  'auth.secondFactor.introPasskey':
    'Confirme con su llave de acceso para terminar de iniciar sesión.',
  'auth.secondFactor.codeLabel': 'Código de su aplicación de autenticación',
  'auth.secondFactor.recoveryLabel': 'Código de recuperación',
  'auth.secondFactor.recoveryHint': 'Diez letras y cifras, por ejemplo abcde-12345',
  'auth.secondFactor.submit': 'Continuar',
  'auth.secondFactor.submitting': 'Comprobando…',
  'auth.secondFactor.attemptsLeft':
    '{count, plural, one {Queda # intento.} other {Quedan # intentos.}}',
  'auth.secondFactor.useRecovery': 'Usar un código de recuperación',
  'auth.secondFactor.useApp': 'Usar su aplicación de autenticación',
  'auth.secondFactor.lost': '¿Ha perdido el acceso a su segundo factor?',
  'auth.secondFactor.lostTitle': 'Revise su correo electrónico',
  'auth.secondFactor.lostSent':
    'Hemos enviado un enlace de recuperación a la dirección de correo con la que inicia sesión.',
  'auth.secondFactor.lostNext':
    'Ábralo para confirmar: tras un periodo de espera, durante el cual se avisa al propietario de la cuenta, se elimina su segundo factor y puede iniciar sesión solo con su contraseña y luego configurar uno nuevo.',
  'auth.secondFactor.backToLogin': 'Volver al inicio de sesión',
} satisfies Record<keyof typeof en, string>;
