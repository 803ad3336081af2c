import type en from './en-us';

export default {
  'account.billingDetails.title': 'Datos de facturación',
  'account.billingDetails.edit': 'Editar los datos de facturación',
  'account.billingDetails.none': 'Ninguno',
  'account.billingDetails.company': 'Empresa',
  'account.billingDetails.address': 'Dirección de facturación',
  'account.billingDetails.vatNumber': 'Número de IVA',
  'account.billingDetails.vat.unverified':
    '(en comprobación en el registro fiscal: se cobra el IVA hasta su confirmación)',
  'account.billingDetails.vat.name_mismatch':
    '(registrado con otro nombre de empresa: se cobra el IVA hasta que lo comprobemos)',
  'account.billingDetails.billingEmail': 'Correo de facturación',
  'account.billingDetails.poNumber': 'Número de orden de compra',
  'account.billingDetails.tax.reverseCharge':
    'Inversión del sujeto pasivo: su empresa declara el IVA en las próximas facturas.',
  'account.billingDetails.saved':
    'Datos de facturación guardados. Se aplican a sus próximas facturas.',
  'account.billingDetails.hint':
    'Estos datos aparecen en sus próximas facturas; las facturas ya emitidas conservan los suyos.',
  'account.billingDetails.line1': 'Dirección',
  'account.billingDetails.line2': 'Dirección, línea 2 (opcional)',
  'account.billingDetails.city': 'Ciudad',
  'account.billingDetails.postalCode': 'Código postal',
  'account.billingDetails.country': 'País',
  'account.billingDetails.state': 'Estado o provincia',
  'account.billingDetails.vatNumberHint':
    'Opcional; solo cifras, sin el prefijo del país. Se comprueba en el registro fiscal.',
  'account.billingDetails.billingEmailHint':
    'Opcional: las facturas y los recordatorios de pago también se envían a esta dirección (su contable, por ejemplo).',
  'account.billingDetails.poNumberHint': 'Opcional: aparece en sus facturas.',
  'account.billingDetails.save': 'Guardar',
  'account.billingDetails.cancel': 'Cancelar',
} satisfies Record<keyof typeof en, string>;
