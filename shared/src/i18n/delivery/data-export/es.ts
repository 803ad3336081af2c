/** What the API sends for data-export (issue 39): e-mails and answers. */
export default {
  'delivery.dataExport.mail.subject': 'Tu exportación de datos está lista',
  'delivery.dataExport.mail.body':
    'La exportación de los datos de tu cuenta que solicitaste está lista: un archivo ZIP con tus perfiles, sus imágenes, el kit de marca, las facturas, el equipo y el registro de actividad.',
  'delivery.dataExport.mail.action': 'Descargar mis datos',
  'delivery.dataExport.mail.expires':
    'El enlace abre el portal, donde inicias sesión como propietario de la cuenta para descargar el archivo. Funciona hasta el {date}.',
  'delivery.dataExport.mail.notYou':
    'Si no solicitaste esta exportación, cambia tu contraseña y escríbenos.',
  'delivery.dataExport.members.email': 'Correo electrónico',
  'delivery.dataExport.members.firstName': 'Nombre',
  'delivery.dataExport.members.lastName': 'Apellidos',
  'delivery.dataExport.members.role': 'Rol',
  'delivery.dataExport.members.lastSignIn': 'Último inicio de sesión',
  'delivery.dataExport.error.expired':
    'Este enlace de descarga ha caducado. Solicita una nueva exportación en la configuración.',
  'delivery.dataExport.error.notReady': 'Esta exportación aún se está preparando.',
} satisfies Record<string, string>;
