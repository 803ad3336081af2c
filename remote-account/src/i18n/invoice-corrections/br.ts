import type en from './en-us';

export default {
  'account.corrections.open': 'Corrigir minha última fatura',
  'account.corrections.hint':
    'Mudou a razão social, o endereço ou o número de IVA? Corrija a fatura {number} com seus dados de cobrança atuais.',
  'account.corrections.title': 'Corrigir a fatura {number}',
  'account.corrections.what':
    'Uma nota de crédito vai cancelar integralmente a fatura {number} de {date} ({amount}), e uma fatura corrigida com os mesmos itens e valores será emitida com seus dados de cobrança atuais. Nada mais é cobrado.',
  'account.corrections.details': 'A fatura corrigida vai mostrar:',
  'account.corrections.vatNumber': 'Número de IVA: {vatNumber}',
  'account.corrections.poNumber': 'Pedido de compra: {poNumber}',
  'account.corrections.detailsUnavailable':
    'Não foi possível carregar seus dados de cobrança atuais; a fatura corrigida usa os dados como estão salvos.',
  'account.corrections.editDetails': 'Alterar os dados de cobrança antes',
  'account.corrections.reverseCharge':
    'Se o seu número de IVA passar a colocar a compra em inversão do sujeito passivo, a fatura corrigida não terá IVA e o IVA pago será creditado no seu saldo para as próximas faturas.',
  'account.corrections.mailed':
    'Os dois documentos são enviados por e-mail para você, para o seu e-mail de cobrança e para seus contatos de cobrança, e podem ser baixados nesta lista. Cada fatura só pode ser corrigida uma vez.',
  'account.corrections.cancel': 'Manter a fatura como está',
  'account.corrections.confirm': 'Emitir a nota de crédito e a fatura corrigida',
  'account.corrections.done':
    'A nota de crédito {creditNote} e a fatura corrigida {invoice} foram emitidas e enviadas por e-mail.',
  'account.corrections.kind.creditNote': 'Nota de crédito',
  'account.corrections.credited': 'Creditada',
  'account.corrections.creditsInvoice': 'Cancela {number}',
  'account.corrections.replacesInvoice': 'Substitui {number}',
} satisfies Record<keyof typeof en, string>;
