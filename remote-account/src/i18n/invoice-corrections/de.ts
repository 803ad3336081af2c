import type en from './en-us';

export default {
  'account.corrections.open': 'Meine letzte Rechnung korrigieren',
  'account.corrections.hint':
    'Firmenname, Adresse oder USt-IdNr. geändert? Korrigieren Sie die Rechnung {number} mit Ihren aktuellen Rechnungsdaten.',
  'account.corrections.title': 'Rechnung {number} korrigieren',
  'account.corrections.what':
    'Eine Gutschrift storniert die Rechnung {number} vom {date} ({amount}) vollständig, und eine korrigierte Rechnung mit denselben Positionen und Beträgen wird mit Ihren aktuellen Rechnungsdaten ausgestellt. Es wird nichts weiter abgebucht.',
  'account.corrections.details': 'Die korrigierte Rechnung enthält:',
  'account.corrections.vatNumber': 'USt-IdNr.: {vatNumber}',
  'account.corrections.poNumber': 'Bestellnummer: {poNumber}',
  'account.corrections.detailsUnavailable':
    'Ihre aktuellen Rechnungsdaten konnten nicht geladen werden; die korrigierte Rechnung übernimmt sie so, wie sie gespeichert sind.',
  'account.corrections.editDetails': 'Zuerst die Rechnungsdaten ändern',
  'account.corrections.reverseCharge':
    'Macht Ihre USt-IdNr. den Kauf jetzt zum Reverse-Charge-Fall, enthält die korrigierte Rechnung keine Umsatzsteuer, und die gezahlte Umsatzsteuer wird Ihrem Guthaben für die nächsten Rechnungen gutgeschrieben.',
  'account.corrections.mailed':
    'Beide Dokumente gehen per E-Mail an Sie, an Ihre Rechnungs-E-Mail und an Ihre Rechnungskontakte und lassen sich in dieser Liste herunterladen. Jede Rechnung kann nur einmal korrigiert werden.',
  'account.corrections.cancel': 'Rechnung so lassen',
  'account.corrections.confirm': 'Gutschrift und korrigierte Rechnung ausstellen',
  'account.corrections.done':
    'Gutschrift {creditNote} und korrigierte Rechnung {invoice} wurden ausgestellt und per E-Mail verschickt.',
  'account.corrections.kind.creditNote': 'Gutschrift',
  'account.corrections.credited': 'Storniert',
  'account.corrections.creditsInvoice': 'Storniert {number}',
  'account.corrections.replacesInvoice': 'Ersetzt {number}',
} satisfies Record<keyof typeof en, string>;
