import type en from './en-us';
export default {
  'validation.firstName.required': 'Der Vorname ist erforderlich.',
  'validation.firstName.max': 'Der Vorname muss kürzer als 255 Zeichen sein.',
  'validation.lastName.required': 'Der Nachname ist erforderlich.',
  'validation.lastName.max': 'Der Nachname muss kürzer als 255 Zeichen sein.',
  'validation.email.required': 'Die E-Mail-Adresse ist erforderlich.',
  'validation.email.format': 'Die E-Mail-Adresse braucht Text auf beiden Seiten des @-Zeichens.',
  'validation.email.max': 'Die E-Mail-Adresse darf höchstens 39 Zeichen lang sein.',
  'validation.password.required': 'Das Passwort ist erforderlich.',
  'validation.password.min': 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  'validation.password.digit': 'Das Passwort muss mindestens eine Ziffer enthalten.',
  'validation.confirmPassword.mismatch': 'Die Passwörter müssen gleich sein.',
  'validation.phone.required': 'Die Telefonnummer ist erforderlich.',
  'validation.phone.max': 'Die Telefonnummer darf höchstens 18 Zeichen lang sein.',
  'validation.phone.plus': 'Die Telefonnummer muss mit einem Pluszeichen (+) beginnen.',
  'validation.phone.chars':
    'Die Telefonnummer darf nur Ziffern, Leerzeichen, Klammern, Bindestriche und + enthalten.',
  'validation.origin.required': 'Die Branche ist erforderlich.',
  'validation.phone.invalid': 'Bitte geben Sie eine gültige Telefonnummer ein.',
  'validation.code.format': 'Geben Sie den 6-stelligen Code ein.',
} satisfies Record<keyof typeof en, string>;
