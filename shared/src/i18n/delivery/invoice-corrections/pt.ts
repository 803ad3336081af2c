import type en from './en-us';

export default {
  'delivery.corrections.error.notLast': 'Só a sua última fatura paga pode ser corrigida.',
  'delivery.corrections.error.alreadyCorrected':
    'Esta fatura já foi corrigida: cada fatura é corrigida uma única vez.',
  'delivery.corrections.error.provider':
    'As faturas pagas através da Stripe são corrigidas pela nossa equipa: escreva para {support} com o número da fatura.',
  'delivery.corrections.mail.subject':
    'Nota de crédito {creditNote} e fatura retificativa {invoice}',
  'delivery.corrections.mail.body':
    'Como pediu, a fatura {original} é anulada pela nota de crédito {creditNote} e substituída pela fatura {invoice}, com os seus dados de faturação atuais. Os montantes mantêm-se e nada mais é cobrado. Seguem ambos em anexo.',
  'delivery.corrections.mail.credited':
    'Com o seu número de IVA, a fatura retificativa não tem IVA (autoliquidação): os {amount} de IVA pagos são creditados no seu saldo e descontados nas próximas faturas.',
  'delivery.corrections.pdf.title': 'Nota de crédito',
  'delivery.corrections.pdf.number': 'Número da nota de crédito',
  'delivery.corrections.pdf.credits': 'Fatura creditada',
  'delivery.corrections.pdf.note': 'Esta nota de crédito anula integralmente a fatura {invoice}.',
  'delivery.corrections.pdf.replaces':
    'Fatura retificativa: substitui a fatura {invoice}, anulada pela nota de crédito {creditNote}. Nada mais é devido.',
  'delivery.corrections.pdf.poNumber': 'Nota de encomenda',
} satisfies Record<keyof typeof en, string>;
