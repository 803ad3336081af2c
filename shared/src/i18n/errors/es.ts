import type en from './en-us';
export default {
  'errors.unknown': 'Error desconocido',
  'errors.identifiersNotRecognized': 'Identificadores no reconocidos',
  'errors.notAllowed': 'No tiene permiso para entrar en el Portal del Cliente',
  'errors.formInvalid': 'Error(es) detectado(s), revise los campos del formulario.',
  'errors.emailTaken': 'Ya existe una cuenta con este e-mail. Inicie sesión.',
  'errors.tooManyAttempts': 'Demasiados intentos fallidos. Vuelva a intentarlo en unos minutos.',
  'errors.sessionExpired': 'Su sesión ha caducado. Vuelva a iniciar sesión.',
  'errors.notFound': 'No encontrado.',
  'errors.bodyTooLarge': 'La solicitud es demasiado grande.',
  'errors.malformedJson': 'El cuerpo de la solicitud no es un JSON válido.',
  'errors.server': 'Algo ha fallado por nuestra parte. Vuelva a intentarlo.',
  'errors.tooManyRequests': 'Demasiadas solicitudes. Espere un momento y vuelva a intentarlo.',
  'errors.fieldTooLong': 'Este valor es demasiado largo.',
  'errors.invalidCharacters': 'Este valor contiene un carácter no permitido.',
} satisfies Record<keyof typeof en, string>;
