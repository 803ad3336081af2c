import type en from './en-us';
/** Sample texts of the UI kit's page, in the words the portal's screens use. */
export default {
  'kit.auth.field.email': 'E-mail',
  'kit.auth.field.firstName': 'Nome próprio',
  'kit.auth.field.industry': 'Setor',
  'kit.auth.field.password': 'Palavra-passe',
  'kit.auth.field.phone': 'Telefone',
  'kit.auth.field.phoneHint': 'Formato internacional começado por +, por exemplo +351 912 345 678',
  'kit.auth.login.forgot': 'Esqueceu-se da palavra-passe?',
  'kit.auth.login.submit': 'Iniciar sessão',
  'kit.auth.login.submitting': 'A iniciar sessão…',
  'kit.auth.login.subscribe': 'Subscrever',
  'kit.auth.origin.auto': 'Automóvel',
  'kit.auth.origin.realty': 'Imobiliário',
  'kit.checkout.step.details': 'Dados do cliente e morada de faturação',
  'kit.checkout.step.options': 'Opções de compra',
  'kit.checkout.step.payment': 'Pagamento com cartão',
  'kit.checkout.steps': 'Passos da compra',
  'kit.profiles.list.empty': 'Ainda não há perfis de utilizador',
} satisfies Record<keyof typeof en, string>;
