import type en from './en-us';

export default {
  'account.billingDetails.title': 'Dados de faturamento',
  'account.billingDetails.edit': 'Editar os dados de faturamento',
  'account.billingDetails.none': 'Nenhum',
  'account.billingDetails.company': 'Empresa',
  'account.billingDetails.address': 'Endereço de cobrança',
  'account.billingDetails.vatNumber': 'Número de IVA',
  'account.billingDetails.vat.unverified':
    '(em verificação no registro fiscal: o IVA é cobrado até a confirmação)',
  'account.billingDetails.vat.name_mismatch':
    '(registrado com outro nome de empresa: o IVA é cobrado até verificarmos)',
  'account.billingDetails.billingEmail': 'E-mail de cobrança',
  'account.billingDetails.poNumber': 'Número do pedido de compra',
  'account.billingDetails.tax.reverseCharge':
    'Inversão do sujeito passivo: sua empresa recolhe o IVA nas próximas faturas.',
  'account.billingDetails.saved':
    'Dados de faturamento salvos. Valem para as suas próximas faturas.',
  'account.billingDetails.hint':
    'Estes dados aparecem nas suas próximas faturas; as faturas já emitidas mantêm os delas.',
  'account.billingDetails.line1': 'Endereço',
  'account.billingDetails.line2': 'Complemento (opcional)',
  'account.billingDetails.city': 'Cidade',
  'account.billingDetails.postalCode': 'CEP',
  'account.billingDetails.country': 'País',
  'account.billingDetails.state': 'Estado ou província',
  'account.billingDetails.vatNumberHint':
    'Opcional; apenas números, sem o prefixo do país. Verificado no registro fiscal.',
  'account.billingDetails.billingEmailHint':
    'Opcional: as faturas e os lembretes de pagamento também são enviados para este endereço (seu contador, por exemplo).',
  'account.billingDetails.poNumberHint': 'Opcional: aparece nas suas faturas.',
  'account.billingDetails.save': 'Salvar',
  'account.billingDetails.cancel': 'Cancelar',
} satisfies Record<keyof typeof en, string>;
