import type en from './en-us';

export default {
  'account.corrections.open': 'Corregir mi última factura',
  'account.corrections.hint':
    '¿Ha cambiado el nombre de la empresa, la dirección o el número de IVA? Corrija la factura {number} con sus datos de facturación actuales.',
  'account.corrections.title': 'Corregir la factura {number}',
  'account.corrections.what':
    'Una nota de crédito anulará íntegramente la factura {number} del {date} ({amount}), y se emitirá una factura rectificativa con las mismas líneas e importes y sus datos de facturación actuales. No se cobra nada más.',
  'account.corrections.details': 'La factura rectificativa mostrará:',
  'account.corrections.vatNumber': 'Número de IVA: {vatNumber}',
  'account.corrections.poNumber': 'Orden de compra: {poNumber}',
  'account.corrections.detailsUnavailable':
    'No se pudieron cargar sus datos de facturación actuales; la factura rectificativa los toma tal como están guardados.',
  'account.corrections.editDetails': 'Cambiar antes los datos de facturación',
  'account.corrections.reverseCharge':
    'Si su número de IVA hace ahora que la compra tribute por inversión del sujeto pasivo, la factura rectificativa no lleva IVA y el IVA pagado se abona en su saldo para sus próximas facturas.',
  'account.corrections.mailed':
    'Ambos documentos se envían por correo electrónico a usted, a su correo de facturación y a sus contactos de facturación, y se pueden descargar desde esta lista. Cada factura se puede corregir una sola vez.',
  'account.corrections.cancel': 'Dejar la factura como está',
  'account.corrections.confirm': 'Emitir la nota de crédito y la factura rectificativa',
  'account.corrections.done':
    'Se emitieron y enviaron por correo la nota de crédito {creditNote} y la factura rectificativa {invoice}.',
  'account.corrections.kind.creditNote': 'Nota de crédito',
  'account.corrections.credited': 'Abonada',
  'account.corrections.creditsInvoice': 'Anula {number}',
  'account.corrections.replacesInvoice': 'Sustituye a {number}',
} satisfies Record<keyof typeof en, string>;
