import type en from './en-us';
export default {
  'validation.firstName.required': 'El nombre es obligatorio.',
  'validation.firstName.max': 'El nombre debe tener menos de 255 caracteres.',
  'validation.lastName.required': 'Los apellidos son obligatorios.',
  'validation.lastName.max': 'Los apellidos deben tener menos de 255 caracteres.',
  'validation.email.required': 'El e-mail es obligatorio.',
  'validation.email.format': 'El e-mail necesita texto a ambos lados de la @.',
  'validation.email.max': 'El e-mail debe tener como máximo 39 caracteres.',
  'validation.password.required': 'La contraseña es obligatoria.',
  'validation.password.min': 'La contraseña debe tener al menos 8 caracteres.',
  'validation.password.digit': 'La contraseña debe contener al menos un número.',
  'validation.confirmPassword.mismatch': 'Las contraseñas deben ser iguales.',
  'validation.phone.required': 'El teléfono es obligatorio.',
  'validation.phone.max': 'El teléfono debe tener como máximo 18 caracteres.',
  'validation.phone.plus': 'El teléfono debe empezar con un signo más (+).',
  'validation.phone.chars':
    'El teléfono solo puede contener números, espacios, paréntesis, guiones y +.',
  'validation.origin.required': 'El sector es obligatorio.',
  'validation.phone.invalid': 'Introduce un número de teléfono válido.',
  'validation.code.format': 'Introduce el código de 6 dígitos.',
} satisfies Record<keyof typeof en, string>;
