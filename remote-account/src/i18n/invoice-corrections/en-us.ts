/** The account remote's invoice-corrections texts (issue 39), part of its catalogue (../../i18n). */
export default {
  'account.corrections.open': 'Correct my last invoice',
  'account.corrections.hint':
    'Changed your company name, address or VAT number? Correct invoice {number} with your current billing details.',
  'account.corrections.title': 'Correct invoice {number}',
  'account.corrections.what':
    'A credit note will cancel invoice {number} of {date} ({amount}) in full, and a corrected invoice with the same lines and amounts will be issued with your billing details as they are now. Nothing more is charged.',
  'account.corrections.details': 'The corrected invoice will show:',
  'account.corrections.vatNumber': 'VAT number: {vatNumber}',
  'account.corrections.poNumber': 'PO number: {poNumber}',
  'account.corrections.detailsUnavailable':
    'Your current billing details could not be loaded; the corrected invoice takes them as they are saved.',
  'account.corrections.editDetails': 'Change the billing details first',
  'account.corrections.reverseCharge':
    'If your VAT number now makes the purchase reverse charge, the corrected invoice carries no VAT and the VAT you paid is credited to your balance for your next invoices.',
  'account.corrections.mailed':
    'Both documents are e-mailed to you, your billing e-mail and your billing contacts, and can be downloaded from this list. An invoice can be corrected only once.',
  'account.corrections.cancel': 'Keep the invoice as it is',
  'account.corrections.confirm': 'Issue the credit note and corrected invoice',
  'account.corrections.done':
    'Credit note {creditNote} and corrected invoice {invoice} were issued and e-mailed.',
  'account.corrections.kind.creditNote': 'Credit note',
  'account.corrections.credited': 'Credited',
  'account.corrections.creditsInvoice': 'Cancels {number}',
  'account.corrections.replacesInvoice': 'Replaces {number}',
} satisfies Record<string, string>;
