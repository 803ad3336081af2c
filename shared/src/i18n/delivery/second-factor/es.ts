import type en from './en-us';

export default {
  'delivery.secondFactor.error.challengeInvalid':
    'Este paso del inicio de sesión ha caducado o ya se ha usado. Inicia sesión de nuevo.',
  'delivery.secondFactor.error.codeInvalid':
    'Este código no es correcto, o ya se ha usado. Comprueba el código e inténtalo de nuevo.',
  'delivery.secondFactor.error.setupRequired':
    'Esta cuenta exige un segundo factor. Configura una aplicación de autenticación o una llave de acceso para continuar.',
  'delivery.secondFactor.error.totpAlreadyEnabled':
    'La aplicación de autenticación ya está activada. Desactívala primero para configurar otra.',
  'delivery.secondFactor.error.totpNotPending':
    'Ninguna aplicación de autenticación espera su primer código. Vuelve a empezar la configuración.',
  'delivery.secondFactor.error.totpNotEnabled':
    'No hay ninguna aplicación de autenticación configurada.',
  'delivery.secondFactor.error.proofRequired':
    'Introduce tu contraseña o un código de tu aplicación de autenticación.',
  'delivery.secondFactor.error.recoveryLinkInvalid':
    'Este enlace de recuperación no es válido o ha caducado. Vuelve a empezar desde la página de inicio de sesión.',
  'delivery.secondFactor.mail.lost.subject': 'Iniciar sesión sin tu segundo factor perdido',
  'delivery.secondFactor.mail.lost.body':
    'Alguien, seguramente tú, ha indicado que perdió el segundo factor con el que inicia sesión en Property Video. Abre el enlace para empezar la recuperación: tras un periodo de espera de {hours} horas, tu segundo factor se elimina e inicias sesión solo con el primer paso. El propietario de la cuenta recibe un aviso.',
  'delivery.secondFactor.mail.lost.action': 'Empezar la recuperación',
  'delivery.secondFactor.mail.lost.ignore':
    'Si no has sido tú, ignora este correo: no cambia nada. El enlace es válido durante 24 horas.',
  'delivery.secondFactor.mail.started.subject': 'Tu segundo factor se eliminará el {date}',
  'delivery.secondFactor.mail.started.body':
    'Ha empezado la recuperación de tu segundo factor perdido. El {date} se elimina, y tu próximo inicio de sesión solo pide el primer paso.',
  'delivery.secondFactor.mail.started.notYou':
    'Si no la has empezado tú, inicia sesión con tu segundo factor: eso detiene la recuperación. Después cambia tu contraseña y escribe a {support}.',
  'delivery.secondFactor.mail.ownerNotice.subject':
    'Ha empezado una recuperación de segundo factor en tu cuenta',
  'delivery.secondFactor.mail.ownerNotice.body':
    '{person} ha indicado que perdió su segundo factor y ha empezado su recuperación. Si no inicia sesión con él antes, se elimina el {date} y esa persona inicia sesión solo con el primer paso.',
  'delivery.secondFactor.mail.ownerNotice.check':
    'Si no lo esperabas, quita a esa persona del equipo, o cambia tu contraseña si se trata de tu propio acceso.',
} satisfies Record<keyof typeof en, string>;
