/** The account remote's data-export texts (issue 39), part of its catalogue (../../i18n). */
export default {
  'account.dataExport.title': 'Meine Daten exportieren',
  'account.dataExport.intro':
    'Erhalten Sie eine Kopie der Daten Ihres Kontos in einer ZIP-Datei: Ihre Profile (CSV und JSON) mit ihren Bildern, das Brand Kit, Ihre Rechnungen und Gutschriften als PDF, Ihr Team und das Aktivitätsprotokoll. Wir erstellen sie im Hintergrund und senden Ihnen per E-Mail einen {days} Tage gültigen Link, den nur Sie nach der Anmeldung verwenden können.',
  'account.dataExport.start': 'Meine Daten exportieren',
  'account.dataExport.preparing': 'Ihr Export wird vorbereitet…',
  'account.dataExport.progress': '{done, number} von {total, number} Elementen erledigt',
  'account.dataExport.ready':
    'Ihr Export vom {date} ist fertig. Wir haben Ihnen einen Link zum Herunterladen per E-Mail gesendet; er gilt bis zum {expires}.',
  'account.dataExport.expired':
    'Der Link Ihres letzten Exports ist abgelaufen. Exportieren Sie Ihre Daten erneut, um einen neuen zu erhalten.',
  'account.dataExport.failed':
    'Ihr Export konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
  'account.dataExport.download': 'Meine Daten herunterladen',
  'account.dataExport.downloading': 'Wird heruntergeladen…',
  'account.dataExport.downloaded': '{filename} heruntergeladen.',
} satisfies Record<string, string>;
