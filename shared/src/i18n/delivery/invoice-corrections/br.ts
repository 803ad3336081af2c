import type en from './en-us';

export default {
  'delivery.corrections.error.notLast': 'Só a sua última fatura paga pode ser corrigida.',
  'delivery.corrections.error.alreadyCorrected':
    'Esta fatura já foi corrigida: cada fatura é corrigida uma única vez.',
  'delivery.corrections.error.provider':
    'As faturas cobradas pela Stripe são corrigidas pela nossa equipe: escreva para {support} com o número da fatura.',
  'delivery.corrections.mail.subject': 'Nota de crédito {creditNote} e fatura corrigida {invoice}',
  'delivery.corrections.mail.body':
    'Como você pediu, a fatura {original} foi cancelada pela nota de crédito {creditNote} e substituída pela fatura {invoice}, com seus dados de cobrança atuais. Os valores continuam os mesmos e nada mais é cobrado. As duas seguem em anexo.',
  'delivery.corrections.mail.credited':
    'Com o seu número de IVA, a fatura corrigida não tem IVA (inversão do sujeito passivo): os {amount} de IVA pagos foram creditados no seu saldo e serão descontados das próximas faturas.',
  'delivery.corrections.pdf.title': 'Nota de crédito',
  'delivery.corrections.pdf.number': 'Número da nota de crédito',
  'delivery.corrections.pdf.credits': 'Fatura creditada',
  'delivery.corrections.pdf.note': 'Esta nota de crédito cancela integralmente a fatura {invoice}.',
  'delivery.corrections.pdf.replaces':
    'Fatura corrigida: substitui a fatura {invoice}, cancelada pela nota de crédito {creditNote}. Nada mais é devido.',
  'delivery.corrections.pdf.poNumber': 'Pedido de compra',
} satisfies Record<keyof typeof en, string>;
