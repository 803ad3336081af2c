/** The account remote's data-export texts (issue 39), part of its catalogue (../../i18n). */
export default {
  'account.dataExport.title': 'Exportar mis datos',
  'account.dataExport.intro':
    'Obtén una copia de los datos de tu cuenta en un único archivo ZIP: tus perfiles (CSV y JSON) con sus imágenes, el kit de marca, tus facturas y notas de crédito en PDF, tu equipo y el registro de actividad. Lo preparamos en segundo plano y te enviamos por correo un enlace, válido {days} días, que solo tú puedes usar tras iniciar sesión.',
  'account.dataExport.start': 'Exportar mis datos',
  'account.dataExport.preparing': 'Preparando tu exportación…',
  'account.dataExport.progress': '{done, number} de {total, number} elementos listos',
  'account.dataExport.ready':
    'Tu exportación del {date} está lista. Te enviamos por correo un enlace para descargarla; funciona hasta el {expires}.',
  'account.dataExport.expired':
    'El enlace de tu última exportación ha caducado. Exporta tus datos de nuevo para obtener uno nuevo.',
  'account.dataExport.failed': 'No se pudo preparar tu exportación. Inténtalo de nuevo.',
  'account.dataExport.download': 'Descargar mis datos',
  'account.dataExport.downloading': 'Descargando…',
  'account.dataExport.downloaded': '{filename} descargado.',
} satisfies Record<string, string>;
