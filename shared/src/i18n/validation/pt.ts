import type en from './en-us';
export default {
  'validation.firstName.required': 'O nome próprio é obrigatório.',
  'validation.firstName.max': 'O nome próprio deve ter menos de 255 caracteres.',
  'validation.lastName.required': 'O apelido é obrigatório.',
  'validation.lastName.max': 'O apelido deve ter menos de 255 caracteres.',
  'validation.email.required': 'O e-mail é obrigatório.',
  'validation.email.format': 'O e-mail precisa de texto de ambos os lados do sinal @.',
  'validation.email.max': 'O e-mail deve ter no máximo 39 caracteres.',
  'validation.password.required': 'A palavra-passe é obrigatória.',
  'validation.password.min': 'A palavra-passe deve ter pelo menos 8 caracteres.',
  'validation.password.digit': 'A palavra-passe deve conter pelo menos um algarismo.',
  'validation.confirmPassword.mismatch': 'As palavras-passe devem ser iguais.',
  'validation.phone.required': 'O telefone é obrigatório.',
  'validation.phone.max': 'O telefone deve ter no máximo 18 caracteres.',
  'validation.phone.plus': 'O telefone deve começar com um sinal de mais (+).',
  'validation.phone.chars':
    'O telefone só pode conter algarismos, espaços, parênteses, hífenes e +.',
  'validation.origin.required': 'O setor de atividade é obrigatório.',
  'validation.phone.invalid': 'Introduza um número de telefone válido.',
  'validation.code.format': 'Introduza o código de 6 dígitos.',
} satisfies Record<keyof typeof en, string>;
