/** What the API sends for invoice corrections (issue 39): e-mails, answers, the credit note's PDF. */
export default {
  'delivery.corrections.error.notLast': 'Only your last paid invoice can be corrected.',
  'delivery.corrections.error.alreadyCorrected':
    'This invoice has already been corrected: an invoice is corrected once.',
  'delivery.corrections.error.provider':
    'Invoices charged through Stripe are corrected by our team: write to {support} with the invoice number.',
  'delivery.corrections.mail.subject': 'Credit note {creditNote} and corrected invoice {invoice}',
  'delivery.corrections.mail.body':
    'As you asked, invoice {original} is cancelled by credit note {creditNote} and replaced by invoice {invoice}, with your billing details as they are now. The amounts stay the same and nothing more is charged. Both are attached.',
  'delivery.corrections.mail.credited':
    'With your VAT number, the corrected invoice carries no VAT (reverse charge): the {amount} of VAT you paid is credited to your balance and taken off your next invoices.',
  'delivery.corrections.pdf.title': 'Credit note',
  'delivery.corrections.pdf.number': 'Credit note number',
  'delivery.corrections.pdf.credits': 'Credits invoice',
  'delivery.corrections.pdf.note': 'This credit note cancels invoice {invoice} in full.',
  'delivery.corrections.pdf.replaces':
    'Corrected invoice: replaces invoice {invoice}, cancelled by credit note {creditNote}. Nothing further is due.',
  'delivery.corrections.pdf.poNumber': 'PO number',
} satisfies Record<string, string>;
