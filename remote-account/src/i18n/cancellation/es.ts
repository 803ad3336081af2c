import type en from './en-us';

export default {
  'account.cancellation.open': 'Cancelar suscripción',
  'account.cancellation.title': '¿Cancelar tu suscripción?',
  'account.cancellation.whatHappens': 'Qué pasa',
  'account.cancellation.access':
    'Todo sigue funcionando hasta el {date}. Después no se cobra nada más.',
  'account.cancellation.app': 'La app de tus agentes se detiene el {date}.',
  'account.cancellation.data':
    'Tus perfiles, vídeos y ajustes se conservan hasta el {date}: reanuda o suscríbete de nuevo antes y todo vuelve.',
  'account.cancellation.reason': '¿Por qué cancelas?',
  'account.cancellation.reason.too_expensive': 'Es demasiado caro',
  'account.cancellation.reason.not_using': 'No lo usamos lo suficiente',
  'account.cancellation.reason.missing_features': 'Falta una función que necesitamos',
  'account.cancellation.reason.switching': 'Nos pasamos a otro servicio',
  'account.cancellation.reason.temporary': 'Solo necesitamos una pausa',
  'account.cancellation.reason.other': 'Otro motivo',
  'account.cancellation.comment': '¿Algo que quieras contarnos? (opcional)',
  'account.cancellation.keep': 'Mantener mi suscripción',
  'account.cancellation.confirm': 'Cancelar suscripción',
  'account.cancellation.confirming': 'Cancelando…',
  'account.cancellation.offer.title': 'Antes de irte',
  'account.cancellation.offer.percentOnce': '{percent} % de descuento en tu próxima renovación.',
  'account.cancellation.offer.percentForever': '{percent} % de descuento en cada renovación.',
  'account.cancellation.offer.percentMonths':
    '{percent} % de descuento en tus renovaciones {months, plural, one {del próximo mes} other {de los próximos # meses}}.',
  'account.cancellation.offer.amountOnce': '{amount} de descuento en tu próxima renovación.',
  'account.cancellation.offer.amountForever': '{amount} de descuento en cada renovación.',
  'account.cancellation.offer.amountMonths':
    '{amount} de descuento en tus renovaciones {months, plural, one {del próximo mes} other {de los próximos # meses}}.',
  'account.cancellation.offer.accept': 'Aceptar la oferta y quedarme',
  'account.cancellation.offer.taken': 'Oferta aplicada: tu suscripción continúa con el descuento.',
  'account.cancellation.endsOn': 'Termina el {date}',
  'account.cancellation.endsOnHint':
    'Cancelaste esta suscripción. Todo funciona hasta esa fecha; reanúdala para que siga renovándose.',
  'account.cancellation.resume': 'Reanudar',
  'account.cancellation.resuming': 'Reanudando…',
  'account.cancellation.resumed': 'Tu suscripción vuelve a renovarse. No se cobró nada.',
} satisfies Record<keyof typeof en, string>;
