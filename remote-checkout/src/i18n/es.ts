import type en from './en-us';
export default {
  'checkout.title': 'Suscríbase a Property Video',
  'checkout.intro': 'La suscripción se hace en tres pasos:',
  'checkout.steps': 'Pasos de la compra',
  'checkout.step.options': 'Opciones de compra',
  'checkout.step.details': 'Datos del cliente y dirección de facturación',
  'checkout.step.payment': 'Pago con tarjeta',
  'checkout.unavailable':
    'El pago en línea aún no está disponible. Para suscribirse ahora, escriba a {email}.',
  'checkout.haveAccount': '¿Ya es cliente?',
  'checkout.logIn': 'Iniciar sesión',
} satisfies Record<keyof typeof en, string>;
