import type en from './en-us';
export default {
  'checkout.title': 'Assine o Property Video',
  'checkout.intro': 'A assinatura é feita em três etapas:',
  'checkout.steps': 'Etapas da compra',
  'checkout.step.options': 'Opções de compra',
  'checkout.step.details': 'Dados do cliente e endereço de cobrança',
  'checkout.step.payment': 'Pagamento com cartão',
  'checkout.unavailable':
    'O pagamento online ainda não está disponível. Para assinar agora, escreva para {email}.',
  'checkout.haveAccount': 'Já é cliente?',
  'checkout.logIn': 'Entrar',
} satisfies Record<keyof typeof en, string>;
