import type en from './en-us';

export default {
  'account.corrections.open': 'Corrigir a minha última fatura',
  'account.corrections.hint':
    'Mudou o nome da empresa, a morada ou o número de IVA? Corrija a fatura {number} com os seus dados de faturação atuais.',
  'account.corrections.title': 'Corrigir a fatura {number}',
  'account.corrections.what':
    'Uma nota de crédito anulará integralmente a fatura {number} de {date} ({amount}), e será emitida uma fatura retificativa com as mesmas linhas e montantes e os seus dados de faturação atuais. Nada mais é cobrado.',
  'account.corrections.details': 'A fatura retificativa indicará:',
  'account.corrections.vatNumber': 'Número de IVA: {vatNumber}',
  'account.corrections.poNumber': 'Nota de encomenda: {poNumber}',
  'account.corrections.detailsUnavailable':
    'Não foi possível carregar os seus dados de faturação atuais; a fatura retificativa usa-os tal como estão guardados.',
  'account.corrections.editDetails': 'Alterar primeiro os dados de faturação',
  'account.corrections.reverseCharge':
    'Se o seu número de IVA passar a sujeitar a compra a autoliquidação, a fatura retificativa não tem IVA e o IVA pago é creditado no seu saldo para as próximas faturas.',
  'account.corrections.mailed':
    'Os dois documentos são enviados por e-mail para si, para o seu e-mail de faturação e para os seus contactos de faturação, e podem ser descarregados nesta lista. Cada fatura só pode ser corrigida uma vez.',
  'account.corrections.cancel': 'Manter a fatura como está',
  'account.corrections.confirm': 'Emitir a nota de crédito e a fatura retificativa',
  'account.corrections.done':
    'A nota de crédito {creditNote} e a fatura retificativa {invoice} foram emitidas e enviadas por e-mail.',
  'account.corrections.kind.creditNote': 'Nota de crédito',
  'account.corrections.credited': 'Creditada',
  'account.corrections.creditsInvoice': 'Anula {number}',
  'account.corrections.replacesInvoice': 'Substitui {number}',
} satisfies Record<keyof typeof en, string>;
