/** The billing tab's billing details card (issue 39). */
export default {
  'account.billingDetails.title': 'Billing details',
  'account.billingDetails.edit': 'Edit billing details',
  'account.billingDetails.none': 'None',
  'account.billingDetails.company': 'Company',
  'account.billingDetails.address': 'Billing address',
  'account.billingDetails.vatNumber': 'VAT number',
  'account.billingDetails.vat.unverified':
    '(being checked with the tax registry: VAT is charged until it is confirmed)',
  'account.billingDetails.vat.name_mismatch':
    '(registered under another company name: VAT is charged until we have checked it)',
  'account.billingDetails.billingEmail': 'Billing e-mail',
  'account.billingDetails.poNumber': 'Purchase order number',
  'account.billingDetails.tax.reverseCharge':
    'Reverse charge: your company accounts for the VAT on the next invoices.',
  'account.billingDetails.saved': 'Billing details saved. They apply to your next invoices.',
  'account.billingDetails.hint':
    'These details appear on your next invoices; invoices already issued keep theirs.',
  'account.billingDetails.line1': 'Address',
  'account.billingDetails.line2': 'Address line 2 (optional)',
  'account.billingDetails.city': 'City',
  'account.billingDetails.postalCode': 'Postal code',
  'account.billingDetails.country': 'Country',
  'account.billingDetails.state': 'State or province',
  'account.billingDetails.vatNumberHint':
    'Optional; digits only, without the country prefix. Checked with the tax registry.',
  'account.billingDetails.billingEmailHint':
    'Optional: invoices and payment reminders are also sent to this address (your accountant, for instance).',
  'account.billingDetails.poNumberHint': 'Optional: shown on your invoices.',
  'account.billingDetails.save': 'Save',
  'account.billingDetails.cancel': 'Cancel',
} satisfies Record<string, string>;
