import type en from './en-us';

export default {
  'account.billingDetails.title': 'Rechnungsdaten',
  'account.billingDetails.edit': 'Rechnungsdaten bearbeiten',
  'account.billingDetails.none': 'Keine',
  'account.billingDetails.company': 'Firma',
  'account.billingDetails.address': 'Rechnungsadresse',
  'account.billingDetails.vatNumber': 'USt-IdNr.',
  'account.billingDetails.vat.unverified':
    '(wird beim Steuerregister geprüft: bis zur Bestätigung wird USt berechnet)',
  'account.billingDetails.vat.name_mismatch':
    '(unter einem anderen Firmennamen registriert: bis zu unserer Prüfung wird USt berechnet)',
  'account.billingDetails.billingEmail': 'Rechnungs-E-Mail',
  'account.billingDetails.poNumber': 'Bestellnummer',
  'account.billingDetails.tax.reverseCharge':
    'Steuerschuldnerschaft des Leistungsempfängers: Ihre Firma führt die USt auf den nächsten Rechnungen ab.',
  'account.billingDetails.saved':
    'Rechnungsdaten gespeichert. Sie gelten für Ihre nächsten Rechnungen.',
  'account.billingDetails.hint':
    'Diese Angaben stehen auf Ihren nächsten Rechnungen; bereits ausgestellte Rechnungen behalten ihre.',
  'account.billingDetails.line1': 'Adresse',
  'account.billingDetails.line2': 'Adresszusatz (optional)',
  'account.billingDetails.city': 'Stadt',
  'account.billingDetails.postalCode': 'Postleitzahl',
  'account.billingDetails.country': 'Land',
  'account.billingDetails.state': 'Bundesstaat oder Provinz',
  'account.billingDetails.vatNumberHint':
    'Optional; nur Ziffern, ohne Länderpräfix. Wird beim Steuerregister geprüft.',
  'account.billingDetails.billingEmailHint':
    'Optional: Rechnungen und Zahlungserinnerungen gehen auch an diese Adresse (zum Beispiel an Ihre Buchhaltung).',
  'account.billingDetails.poNumberHint': 'Optional: steht auf Ihren Rechnungen.',
  'account.billingDetails.save': 'Speichern',
  'account.billingDetails.cancel': 'Abbrechen',
} satisfies Record<keyof typeof en, string>;
