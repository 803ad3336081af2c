import type en from './en-us';

export default {
  'delivery.corrections.error.notLast': 'Nur Ihre letzte bezahlte Rechnung kann korrigiert werden.',
  'delivery.corrections.error.alreadyCorrected':
    'Diese Rechnung wurde bereits korrigiert: Jede Rechnung wird nur einmal korrigiert.',
  'delivery.corrections.error.provider':
    'Über Stripe bezahlte Rechnungen korrigiert unser Team: Schreiben Sie an {support} mit der Rechnungsnummer.',
  'delivery.corrections.mail.subject': 'Gutschrift {creditNote} und korrigierte Rechnung {invoice}',
  'delivery.corrections.mail.body':
    'Wie gewünscht wird die Rechnung {original} durch die Gutschrift {creditNote} storniert und durch die Rechnung {invoice} mit Ihren aktuellen Rechnungsdaten ersetzt. Die Beträge bleiben gleich, es wird nichts weiter abgebucht. Beide liegen bei.',
  'delivery.corrections.mail.credited':
    'Mit Ihrer USt-IdNr. enthält die korrigierte Rechnung keine Umsatzsteuer (Reverse Charge): Die gezahlten {amount} USt. werden Ihrem Guthaben gutgeschrieben und mit Ihren nächsten Rechnungen verrechnet.',
  'delivery.corrections.pdf.title': 'Gutschrift',
  'delivery.corrections.pdf.number': 'Gutschriftnummer',
  'delivery.corrections.pdf.credits': 'Storniert Rechnung',
  'delivery.corrections.pdf.note': 'Diese Gutschrift storniert die Rechnung {invoice} vollständig.',
  'delivery.corrections.pdf.replaces':
    'Korrigierte Rechnung: ersetzt die Rechnung {invoice}, storniert durch die Gutschrift {creditNote}. Es ist nichts weiter zu zahlen.',
  'delivery.corrections.pdf.poNumber': 'Bestellnummer',
} satisfies Record<keyof typeof en, string>;
