import type en from './en-us';
/** Sample texts of the UI kit's page, in the words the portal's screens use. */
export default {
  'kit.auth.field.email': 'E-mail',
  'kit.auth.field.firstName': 'Nome',
  'kit.auth.field.industry': 'Setor',
  'kit.auth.field.password': 'Senha',
  'kit.auth.field.phone': 'Telefone',
  'kit.auth.field.phoneHint':
    'Formato internacional começando com +, por exemplo +55 11 91234 5678',
  'kit.auth.login.forgot': 'Esqueceu a senha?',
  'kit.auth.login.submit': 'Entrar',
  'kit.auth.login.submitting': 'Entrando…',
  'kit.auth.login.subscribe': 'Assinar',
  'kit.auth.origin.auto': 'Automotivo',
  'kit.auth.origin.realty': 'Imobiliário',
  'kit.checkout.step.details': 'Dados do cliente e endereço de cobrança',
  'kit.checkout.step.options': 'Opções de compra',
  'kit.checkout.step.payment': 'Pagamento com cartão',
  'kit.checkout.steps': 'Etapas da compra',
  'kit.profiles.list.empty': 'Ainda não há perfis de usuário',
} satisfies Record<keyof typeof en, string>;
