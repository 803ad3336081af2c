import type en from './en-us';
export default {
  'checkout.title': 'Subscrever o Property Video',
  'checkout.intro': 'A subscrição faz-se em três passos:',
  'checkout.steps': 'Passos da compra',
  'checkout.step.options': 'Opções de compra',
  'checkout.step.details': 'Dados do cliente e morada de faturação',
  'checkout.step.payment': 'Pagamento com cartão',
  'checkout.unavailable':
    'O pagamento online ainda não está disponível. Para subscrever já, escreva para {email}.',
  'checkout.haveAccount': 'Já é cliente?',
  'checkout.logIn': 'Iniciar sessão',
} satisfies Record<keyof typeof en, string>;
