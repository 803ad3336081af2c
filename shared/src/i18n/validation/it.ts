import type en from './en-us';
export default {
  'validation.firstName.required': 'Il nome è obbligatorio.',
  'validation.firstName.max': 'Il nome deve avere meno di 255 caratteri.',
  'validation.lastName.required': 'Il cognome è obbligatorio.',
  'validation.lastName.max': 'Il cognome deve avere meno di 255 caratteri.',
  'validation.email.required': "L'e-mail è obbligatoria.",
  'validation.email.format': "L'e-mail deve avere del testo su entrambi i lati della @.",
  'validation.email.max': "L'e-mail deve avere al massimo 39 caratteri.",
  'validation.password.required': 'La password è obbligatoria.',
  'validation.password.min': 'La password deve avere almeno 8 caratteri.',
  'validation.password.digit': 'La password deve contenere almeno una cifra.',
  'validation.confirmPassword.mismatch': 'Le password devono essere uguali.',
  'validation.phone.required': 'Il telefono è obbligatorio.',
  'validation.phone.max': 'Il telefono deve avere al massimo 18 caratteri.',
  'validation.phone.plus': 'Il telefono deve iniziare con il segno più (+).',
  'validation.phone.chars': 'Il telefono può contenere solo cifre, spazi, parentesi, trattini e +.',
  'validation.origin.required': 'Il settore è obbligatorio.',
} satisfies Record<keyof typeof en, string>;
