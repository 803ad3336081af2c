import type en from './en-us';
export default {
  'errors.unknown': 'Error desconocido',
  'errors.identifiersNotRecognized': 'Identificadores no reconocidos',
  'errors.notAllowed': 'No tiene permiso para entrar en el Portal del Cliente',
  'errors.formInvalid': 'Error(es) detectado(s), revise los campos del formulario.',
  'errors.emailTaken': 'Ya existe una cuenta con este e-mail. Inicie sesión.',
  'errors.tooManyAttempts': 'Demasiados intentos fallidos. Vuelva a intentarlo en unos minutos.',
  'errors.sessionExpired': 'Su sesión ha caducado. Vuelva a iniciar sesión.',
  'errors.membershipEnded':
    'Ya no forma parte del equipo de esta cuenta. Pida a su propietario que le invite de nuevo.',
  'errors.notFound': 'No encontrado.',
  'errors.bodyTooLarge': 'La solicitud es demasiado grande.',
  'errors.malformedJson': 'El cuerpo de la solicitud no es un JSON válido.',
  'errors.server': 'Algo ha fallado por nuestra parte. Vuelva a intentarlo.',
  'errors.tooManyRequests': 'Demasiadas solicitudes. Espere un momento y vuelva a intentarlo.',
  'errors.phoneNotFound': 'Número de teléfono no encontrado',
  'errors.codeInvalid': 'Este código no es correcto.',
  'errors.codeExpired':
    'Este código ha caducado o se ha probado demasiadas veces. Pide un código nuevo.',
  'errors.resendTooSoon': 'Se acaba de enviar un código. Espera unos segundos antes de pedir otro.',
  'errors.tooManyCodeRequests':
    'Se han pedido demasiados códigos para este número. Vuelve a intentarlo dentro de una hora.',
  'errors.tooManyRecoveryRequests':
    'Demasiadas solicitudes de recuperación. Vuelve a intentarlo más tarde.',
  'errors.recoveryLinkInvalid':
    'Este enlace de recuperación no es válido, ha caducado o ya se ha usado. Pide uno nuevo.',
  'errors.socialStateInvalid':
    'Este intento de inicio de sesión ha caducado o ya se ha usado. Empieza de nuevo.',
  'errors.socialRejected':
    'No se ha podido verificar la respuesta del proveedor de inicio de sesión. Inténtalo de nuevo.',
  'errors.socialNotLinked':
    'Ninguna cuenta corresponde a este inicio de sesión. Inicia sesión con tu correo y contraseña, o crea una cuenta.',
  'errors.methodUnavailable': 'Este método de inicio de sesión no está disponible.',
  'errors.deliveryFailed': 'No se ha podido enviar el mensaje. Inténtalo de nuevo en un momento.',
  'errors.maxUsers': 'Se alcanzó el número máximo de usuarios: contacta con el administrador.',
  'errors.invitationInvalid': 'Enlace de invitación no válido: contacta con tu administrador.',
  'errors.phoneTaken': 'Este número de móvil ya tiene un perfil.',
  'errors.imageRejected': 'La imagen fue rechazada.',
  'errors.fieldTooLong': 'Este valor es demasiado largo.',
  'errors.invalidCharacters': 'Este valor contiene un carácter no permitido.',
  'errors.passwordWrong': 'La contraseña no es correcta.',
  'errors.currentEmailWrong': 'Este no es el e-mail de su cuenta.',
  'errors.newEmailTaken': 'Otra cuenta ya utiliza este e-mail.',
  'errors.codeTooManyTries':
    'Demasiados códigos incorrectos: este código ya no funciona. Pida un código nuevo.',
  'errors.tooManyEmailCodes':
    'Se han pedido demasiados códigos para esta dirección. Vuelva a intentarlo dentro de una hora.',
  'errors.handoffInvalid':
    'Este enlace de la aplicación ha caducado o ya se ha usado. Vuelva a abrir la página desde la aplicación.',
} satisfies Record<keyof typeof en, string>;
