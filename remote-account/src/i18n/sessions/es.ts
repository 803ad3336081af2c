import type en from './en-us';

export default {
  'account.sessions.title': 'Dónde has iniciado sesión',
  'account.sessions.intro':
    'Los navegadores con sesión iniciada con tu usuario ahora mismo. Cierra la sesión de los que no reconozcas y luego cambia tu contraseña.',
  'account.sessions.list': 'Sesiones iniciadas',
  'account.sessions.device': '{browser} en {os}',
  'account.sessions.unknownDevice': 'Navegador desconocido',
  'account.sessions.thisDevice': 'Este dispositivo',
  'account.sessions.address': 'Dirección {ip} ·',
  'account.sessions.signedIn': 'Sesión iniciada el {date} ·',
  'account.sessions.lastActive': 'Última actividad {when}',
  'account.sessions.signOut': 'Cerrar sesión',
  'account.sessions.signOutNamed': 'Cerrar sesión de {device}',
  'account.sessions.signedOut': 'Se cerró la sesión de {device}.',
  'account.sessions.signOutOthers': 'Cerrar sesión en todos los demás',
  'account.sessions.signOutOthersTitle': '¿Cerrar sesión en todos los demás?',
  'account.sessions.signOutOthersText':
    '{count, plural, one {La otra sesión se cierra} other {Las # otras sesiones se cierran}} en su próximo paso. Este dispositivo sigue con la sesión iniciada.',
  'account.sessions.signOutOthersConfirm': 'Cerrar las demás',
  'account.sessions.signedOutOthers': 'Se cerraron todas las demás sesiones.',
  'account.sessions.onlyThis': 'Solo has iniciado sesión en este dispositivo.',
} satisfies Record<keyof typeof en, string>;
