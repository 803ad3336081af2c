import type en from './en-us';
export default {
  'validation.firstName.required': 'O nome é obrigatório.',
  'validation.firstName.max': 'O nome deve ter menos de 255 caracteres.',
  'validation.lastName.required': 'O sobrenome é obrigatório.',
  'validation.lastName.max': 'O sobrenome deve ter menos de 255 caracteres.',
  'validation.email.required': 'O e-mail é obrigatório.',
  'validation.email.format': 'O e-mail precisa ter texto dos dois lados do @.',
  'validation.email.max': 'O e-mail deve ter no máximo 39 caracteres.',
  'validation.password.required': 'A senha é obrigatória.',
  'validation.password.min': 'A senha deve ter pelo menos 8 caracteres.',
  'validation.password.digit': 'A senha deve conter pelo menos um número.',
  'validation.confirmPassword.mismatch': 'As senhas devem ser iguais.',
  'validation.phone.required': 'O telefone é obrigatório.',
  'validation.phone.max': 'O telefone deve ter no máximo 18 caracteres.',
  'validation.phone.plus': 'O telefone deve começar com o sinal de mais (+).',
  'validation.phone.chars': 'O telefone só pode conter números, espaços, parênteses, hifens e +.',
  'validation.origin.required': 'O setor de atuação é obrigatório.',
} satisfies Record<keyof typeof en, string>;
