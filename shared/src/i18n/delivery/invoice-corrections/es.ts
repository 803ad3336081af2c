import type en from './en-us';

export default {
  'delivery.corrections.error.notLast': 'Solo se puede corregir su última factura pagada.',
  'delivery.corrections.error.alreadyCorrected':
    'Esta factura ya se corrigió: cada factura se corrige una sola vez.',
  'delivery.corrections.error.provider':
    'Las facturas cobradas a través de Stripe las corrige nuestro equipo: escriba a {support} con el número de la factura.',
  'delivery.corrections.mail.subject':
    'Nota de crédito {creditNote} y factura rectificativa {invoice}',
  'delivery.corrections.mail.body':
    'Como pidió, la factura {original} queda anulada por la nota de crédito {creditNote} y sustituida por la factura {invoice}, con sus datos de facturación actuales. Los importes no cambian y no se cobra nada más. Se adjuntan ambas.',
  'delivery.corrections.mail.credited':
    'Con su número de IVA, la factura rectificativa no lleva IVA (inversión del sujeto pasivo): los {amount} de IVA pagados se abonan en su saldo y se descuentan de sus próximas facturas.',
  'delivery.corrections.pdf.title': 'Nota de crédito',
  'delivery.corrections.pdf.number': 'Número de nota de crédito',
  'delivery.corrections.pdf.credits': 'Factura abonada',
  'delivery.corrections.pdf.note': 'Esta nota de crédito anula íntegramente la factura {invoice}.',
  'delivery.corrections.pdf.replaces':
    'Factura rectificativa: sustituye a la factura {invoice}, anulada por la nota de crédito {creditNote}. No se debe nada más.',
  'delivery.corrections.pdf.poNumber': 'Orden de compra',
} satisfies Record<keyof typeof en, string>;
