import type en from './en-us';

export default {
  'validation.country.required': 'Elija un país.',
  'validation.currency.required': 'Moneda obligatoria.',
  'validation.interval.required': 'Elija mensual o anual.',
  'validation.edition.required': 'Elija el tipo de suscripción.',
  'validation.users.min': 'Introduzca un número de usuarios mayor que 0.',
  'validation.users.whole': 'Introduzca un número entero de usuarios.',
  'validation.users.max': 'Para más de 10 000 usuarios, contáctenos.',
  'validation.vat.digits': 'El número de IVA debe tener de 9 a 12 dígitos.',
  'validation.address.required': 'La dirección es obligatoria.',
  'validation.city.required': 'La ciudad es obligatoria.',
  'validation.postalCode.required': 'El código postal es obligatorio.',
  'validation.state.required': 'Elija el estado o la provincia.',
  'validation.state.unknown': 'Elija un estado o una provincia de la lista.',
  'validation.card.name': 'Introduzca el nombre que figura en la tarjeta.',
  'validation.card.incomplete': 'Información de la tarjeta incompleta.',
  'validation.card.numberInvalid': 'Este número de tarjeta no es válido: revíselo.',
  'validation.card.expiryInvalid': 'Introduzca la fecha de caducidad como MM/AA.',
  'validation.card.expired': 'Esta tarjeta ha caducado.',
  'validation.terms.required': 'Acepte los términos y condiciones.',
  'payments.coupon.wrong': 'Cupón incorrecto.',
  'payments.coupon.currency': 'Este cupón está en otra moneda: elija {currency} para usarlo.',
  'payments.coupon.yearly': 'Este cupón no se puede usar en el plan anual.',
  'payments.coupon.plan': 'Este cupón no se puede usar en el plan elegido.',
  'payments.coupon.tooLarge': 'El descuento es mayor que el precio del plan.',
  'payments.vat.notFound':
    'Número de IVA no encontrado en la base de datos de la administración tributaria.',
  'payments.refused': 'Pago rechazado (revise los datos de la tarjeta o pruebe con otra tarjeta).',
  'payments.declined': 'Pago denegado (contacte con el emisor de su tarjeta).',
  'payments.error': 'Error en el pago, inténtelo de nuevo.',
  'payments.notSupported': 'Tarjeta no admitida, pruebe con otra.',
  'payments.accountExists':
    'Este e-mail ya tiene una cuenta de pago. Inicie sesión y gestione la suscripción en Facturación.',
  'payments.idempotencyKeyRequired': 'Falta la cabecera Idempotency-Key.',
  'payments.idempotencyKeyReused': 'Esta Idempotency-Key ya se usó para otra compra.',
  'payments.cardUnknown': 'Esta tarjeta ya no está disponible: introdúzcala de nuevo.',
  'payments.inProgress':
    'Este pago todavía se está procesando. Vuelva a comprobarlo en un momento.',
  'payments.unavailable': 'Los pagos no están disponibles en este momento. Inténtelo más tarde.',
  'payments.claim.otherEmail':
    'Esta suscripción se compró con {email}: la cuenta que se haga cargo de ella debe usar ese correo electrónico.',
} satisfies Record<keyof typeof en, string>;
