import type en from './en-us';

export default {
  'delivery.sessions.device': '{browser} en {os}',
  'delivery.sessions.unknown': 'desconocido',
  'delivery.sessions.newDevice.subject': 'Nuevo inicio de sesión en tu cuenta de Property Video',
  'delivery.sessions.newDevice.body':
    'Se acaba de iniciar sesión en tu cuenta del Portal de clientes desde un dispositivo que nunca habías usado.',
  'delivery.sessions.newDevice.details': 'Cuándo: {time}. Dispositivo: {device}. Dirección: {ip}.',
  'delivery.sessions.newDevice.ifYou': 'Si fuiste tú, no tienes que hacer nada.',
  'delivery.sessions.newDevice.notYou':
    'Si no fuiste tú, cambia tu contraseña ahora mismo desde la página de inicio de sesión («¿Olvidaste tu contraseña?»): así se cerrarán todas las demás sesiones. Escribe a {support} si necesitas ayuda.',
  'delivery.sessions.appSignedOut':
    'Tu empresa ha cerrado la sesión de este teléfono en la aplicación. Si este teléfono es tuyo, vuelve a iniciar sesión con tu número.',
} satisfies Record<keyof typeof en, string>;
