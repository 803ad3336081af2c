import type en from './en-us';
export default {
  'validation.firstName.required': 'Le prénom est obligatoire.',
  'validation.firstName.max': 'Le prénom doit faire moins de 255 caractères.',
  'validation.lastName.required': 'Le nom est obligatoire.',
  'validation.lastName.max': 'Le nom doit faire moins de 255 caractères.',
  'validation.email.required': "L'e-mail est obligatoire.",
  'validation.email.format': "L'e-mail doit comporter du texte de part et d'autre du signe @.",
  'validation.email.max': "L'e-mail doit faire au plus 39 caractères.",
  'validation.password.required': 'Le mot de passe est obligatoire.',
  'validation.password.min': 'Le mot de passe doit faire au moins 8 caractères.',
  'validation.password.digit': 'Le mot de passe doit contenir au moins un chiffre.',
  'validation.confirmPassword.mismatch': 'Les mots de passe doivent être identiques.',
  'validation.phone.required': 'Le téléphone est obligatoire.',
  'validation.phone.max': 'Le téléphone doit faire au plus 18 caractères.',
  'validation.phone.plus': 'Le téléphone doit commencer par un signe plus (+).',
  'validation.phone.chars':
    'Le téléphone ne peut contenir que des chiffres, espaces, parenthèses, tirets et +.',
  'validation.origin.required': "Le secteur d'activité est obligatoire.",
  'validation.phone.invalid': 'Veuillez saisir un numéro de téléphone valide.',
  'validation.code.format': 'Saisissez le code à 6 chiffres.',
} satisfies Record<keyof typeof en, string>;
