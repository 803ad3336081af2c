import type en from './en-us';
/** Sample texts of the UI kit's page, in the words the portal's screens use. */
export default {
  'kit.auth.field.email': 'Correo electrónico',
  'kit.auth.field.firstName': 'Nombre',
  'kit.auth.field.industry': 'Sector',
  'kit.auth.field.password': 'Contraseña',
  'kit.auth.field.phone': 'Teléfono',
  'kit.auth.field.phoneHint':
    'Formato internacional que empiece por +, por ejemplo +34 612 34 56 78',
  'kit.auth.login.forgot': '¿Ha olvidado su contraseña?',
  'kit.auth.login.submit': 'Iniciar sesión',
  'kit.auth.login.submitting': 'Iniciando sesión…',
  'kit.auth.login.subscribe': 'Suscribirse',
  'kit.auth.origin.auto': 'Automoción',
  'kit.auth.origin.realty': 'Inmobiliario',
  'kit.checkout.step.details': 'Datos del cliente y dirección de facturación',
  'kit.checkout.step.options': 'Opciones de compra',
  'kit.checkout.step.payment': 'Pago con tarjeta',
  'kit.checkout.steps': 'Pasos de la compra',
  'kit.profiles.list.empty': 'Todavía no hay perfiles de usuario',
} satisfies Record<keyof typeof en, string>;
