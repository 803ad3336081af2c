import type en from './en-us';

export default {
  'account.billingDetails.title': 'Dados de faturação',
  'account.billingDetails.edit': 'Editar os dados de faturação',
  'account.billingDetails.none': 'Nenhum',
  'account.billingDetails.company': 'Empresa',
  'account.billingDetails.address': 'Morada de faturação',
  'account.billingDetails.vatNumber': 'Número de IVA',
  'account.billingDetails.vat.unverified':
    '(em verificação no registo fiscal: o IVA é cobrado até ser confirmado)',
  'account.billingDetails.vat.name_mismatch':
    '(registado com outro nome de empresa: o IVA é cobrado até o verificarmos)',
  'account.billingDetails.billingEmail': 'E-mail de faturação',
  'account.billingDetails.poNumber': 'Número da nota de encomenda',
  'account.billingDetails.tax.reverseCharge':
    'Autoliquidação: a sua empresa declara o IVA nas próximas faturas.',
  'account.billingDetails.saved':
    'Dados de faturação guardados. Aplicam-se às suas próximas faturas.',
  'account.billingDetails.hint':
    'Estes dados aparecem nas suas próximas faturas; as faturas já emitidas mantêm os seus.',
  'account.billingDetails.line1': 'Morada',
  'account.billingDetails.line2': 'Morada (linha 2, opcional)',
  'account.billingDetails.city': 'Cidade',
  'account.billingDetails.postalCode': 'Código postal',
  'account.billingDetails.country': 'País',
  'account.billingDetails.state': 'Estado ou província',
  'account.billingDetails.vatNumberHint':
    'Opcional; apenas algarismos, sem o prefixo do país. Verificado no registo fiscal.',
  'account.billingDetails.billingEmailHint':
    'Opcional: as faturas e os lembretes de pagamento também são enviados para este endereço (o seu contabilista, por exemplo).',
  'account.billingDetails.poNumberHint': 'Opcional: indicado nas suas faturas.',
  'account.billingDetails.save': 'Guardar',
  'account.billingDetails.cancel': 'Cancelar',
} satisfies Record<keyof typeof en, string>;
