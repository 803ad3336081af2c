import type en from './en-us';

/** The shell: header, portal tabs, retry card, subscription and connection warnings, contact block. */
export default {
  'shell.header.language': 'Idioma',
  'shell.header.signedInAs': 'Sesión iniciada como {email}',
  'shell.header.logout': 'Cerrar sesión',
  'shell.skipToContent': 'Ir al contenido',
  'shell.frame.title': 'Portal del Cliente',
  'shell.heading.login': 'Iniciar sesión en el Portal del Cliente',
  'shell.heading.checkout': 'Suscribirse a Property Video',
  'shell.tabs.label': 'Secciones del portal',
  'shell.tabs.users': 'Usuarios',
  'shell.tabs.billing': 'Facturación',
  'shell.tabs.settings': 'Ajustes',
  'shell.tabs.activity': 'Actividad',
  'shell.remote.failedTitle': 'No se ha podido cargar esta parte del portal',
  'shell.remote.failedText':
    'Comprueba tu conexión a internet e inténtalo de nuevo. El resto del portal sigue funcionando.',
  'shell.remote.incompatibleText':
    'Esta parte del portal necesita la versión {required} de la plataforma y el portal ofrece la versión {provided}. Volverá a funcionar cuando ambas estén actualizadas.',
  'shell.grace.title': 'El pago ha fallado.',
  'shell.grace.text':
    'Tu suscripción sigue activa hasta el {date} mientras actualizas tus datos de pago.',
  'shell.grace.textNoDate':
    'Tu suscripción sigue activa durante un breve periodo de gracia mientras actualizas tus datos de pago.',
  'shell.disabled.title': 'Tu suscripción requiere atención.',
  'shell.disabled.text': 'Revisa los detalles de tu suscripción.',
  'shell.expired.title': 'Tu suscripción ha caducado',
  'shell.expired.text':
    'Renueva tu suscripción en la sección de facturación para volver a usar el portal y la aplicación.',
  'shell.subscription.openBilling': 'Abrir facturación',
  'shell.offline': 'Conexión a internet perdida: es posible que los cambios no se guarden',
  'shell.contact.title': 'Contacto',
  'shell.contact.text': '¿Preguntas sobre tu suscripción o tus usuarios? Escríbenos a',
  // The page names of document.title and of the announcement after a route change.
  'shell.documentTitle': '{page} · Property Video',
  'shell.title.login': 'Iniciar sesión',
  'shell.title.createAccount': 'Crear cuenta',
  'shell.title.forgot': 'Contraseña olvidada',
  'shell.title.recover': 'Restablecer la contraseña',
  'shell.title.join': 'Unirse al equipo',
  'shell.title.secondFactorRecovery': 'Segundo factor perdido',
  'shell.title.checkout': 'Suscribirse',
  'shell.title.userProfile': 'Perfil de usuario',
  'shell.title.video': 'Vídeo',
  'shell.title.brandKit': 'Kit de marca',
  'shell.pageAnnounced': 'Página cargada: {page}',
} satisfies Record<keyof typeof en, string>;
