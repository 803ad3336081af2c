/** What the API sends for data-export (issue 39): e-mails and answers. */
export default {
  'delivery.dataExport.mail.subject': 'Ihr Datenexport ist fertig',
  'delivery.dataExport.mail.body':
    'Der angeforderte Export der Daten Ihres Kontos ist fertig: eine ZIP-Datei mit Ihren Profilen, deren Bildern, dem Brand Kit, den Rechnungen, dem Team und dem Aktivitätsprotokoll.',
  'delivery.dataExport.mail.action': 'Meine Daten herunterladen',
  'delivery.dataExport.mail.expires':
    'Der Link öffnet das Portal, in dem Sie sich als Inhaber des Kontos anmelden, um die Datei herunterzuladen. Er gilt bis zum {date}.',
  'delivery.dataExport.mail.notYou':
    'Wenn Sie diesen Export nicht angefordert haben, ändern Sie Ihr Passwort und schreiben Sie uns.',
  'delivery.dataExport.members.email': 'E-Mail',
  'delivery.dataExport.members.firstName': 'Vorname',
  'delivery.dataExport.members.lastName': 'Nachname',
  'delivery.dataExport.members.role': 'Rolle',
  'delivery.dataExport.members.lastSignIn': 'Letzte Anmeldung',
  'delivery.dataExport.error.expired':
    'Dieser Download-Link ist abgelaufen. Fordern Sie in den Einstellungen einen neuen Export an.',
  'delivery.dataExport.error.notReady': 'Dieser Export wird noch vorbereitet.',
} satisfies Record<string, string>;
