import type en from './en-us';

export default {
  'delivery.cancellation.canceled.subject': 'Su suscripción a Property Video termina el {date}',
  'delivery.cancellation.canceled.body':
    '{who} canceló la suscripción. No se renovará y no se cobrará nada más.',
  'delivery.cancellation.canceled.access':
    'El Portal de Clientes y la aplicación de sus agentes funcionan hasta el {date}; la aplicación se detiene entonces. Sus perfiles, vídeos y ajustes se conservan hasta el {keptUntil}.',
  'delivery.cancellation.canceled.resume':
    '¿Ha cambiado de opinión? Reanúdela antes del {date} desde la pestaña Facturación: no se cobra nada hasta la renovación habitual.',
  'delivery.cancellation.resumed.subject': 'Su suscripción a Property Video volverá a renovarse',
  'delivery.cancellation.resumed.body':
    '{who} reanudó la suscripción: nada cambia para su equipo ni para sus agentes, y hoy no se cobró nada. Se renueva el {date}, como antes.',
  'delivery.cancellation.action': 'Abrir la pestaña Facturación',
  'delivery.cancellation.error.notCancellable':
    'Esta suscripción no se puede cancelar ahora: no está activa o ya tiene fecha de fin.',
  'delivery.cancellation.error.notResumable':
    'Esta suscripción no se puede reanudar: no está cancelada o ya ha terminado.',
  'delivery.cancellation.error.offerUnavailable': 'Esta oferta ya no está disponible.',
} satisfies Record<keyof typeof en, string>;
