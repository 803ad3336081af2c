import type en from './en-us';

export default {
  'delivery.deletion.error.pending':
    'Esta cuenta se está eliminando a petición de su propietario. Puede restaurarla hasta que se borren sus datos.',
  'delivery.deletion.error.deleted': 'Esta cuenta fue eliminada por su propietario.',
  'delivery.deletion.error.confirmation':
    'Escriba exactamente la dirección de correo de la cuenta para confirmar la eliminación.',
  'delivery.deletion.error.restoreInvalid':
    'Esta oferta de restauración ha caducado o ya se usó. Vuelva a iniciar sesión.',
  'delivery.deletion.requested.subject': 'Su cuenta de Property Video se eliminará el {date}',
  'delivery.deletion.requested.body':
    'El propietario de la cuenta ha pedido eliminar la cuenta del Portal de Clientes. Queda cerrada desde ahora: la suscripción está cancelada (sin reembolso), todo el equipo y la aplicación de sus agentes han cerrado sesión, y nadie puede iniciar sesión.',
  'delivery.deletion.requested.then':
    'El {date} sus datos se borrarán definitivamente: los perfiles, vídeos e imágenes, el kit de marca, el equipo y el registro de actividad. Las facturas se conservan como exige la ley, solo con el nombre, la dirección y el número de IVA de la empresa.',
  'delivery.deletion.requested.undo':
    '¿Ha cambiado de opinión? Si el propietario inicia sesión antes del {date}, se le ofrecerá restaurar la cuenta.',
  'delivery.deletion.requested.action': 'Iniciar sesión para restaurar la cuenta',
  'delivery.deletion.requested.notYou':
    'Si no ha pedido esta eliminación, inicie sesión ahora para restaurar la cuenta y después cambie su contraseña.',
  'delivery.deletion.restored.subject': 'Su cuenta de Property Video ha sido restaurada',
  'delivery.deletion.restored.body':
    'El propietario ha restaurado la cuenta: no se borrará nada, y usted y su equipo pueden volver a iniciar sesión.',
  'delivery.deletion.restored.billing':
    'La suscripción sigue cancelada: vuelva a suscribirse desde la pestaña de facturación para reactivar la aplicación de sus agentes.',
  'delivery.deletion.restored.action': 'Iniciar sesión',
  'delivery.deletion.ending.subject': 'Sus datos de Property Video se borrarán el {date}',
  'delivery.deletion.ending.body':
    'Su suscripción a Property Video finalizó el {ended}. Como le indicamos al cancelarla, hemos conservado sus perfiles, vídeos, imágenes, kit de marca y equipo durante 90 días, por si volvía.',
  'delivery.deletion.ending.then':
    'El {date} estos datos se borrarán definitivamente, junto con la cuenta del Portal del Cliente: después nadie podrá iniciar sesión. Las facturas se conservan como exige la ley, solo con el nombre, la dirección y el número de IVA de la empresa.',
  'delivery.deletion.ending.keep':
    'Para conservarlo todo tal como está, reactive su suscripción desde la pestaña Facturación del Portal del Cliente antes del {date}.',
  'delivery.deletion.ending.action': 'Abrir la pestaña Facturación',
} satisfies Record<keyof typeof en, string>;
