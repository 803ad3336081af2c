import type en from './en-us';

/** The shell: header, portal tabs, retry card, subscription and connection warnings, contact block. */
export default {
  'shell.header.language': 'Sprache',
  'shell.header.signedInAs': 'Angemeldet als {email}',
  'shell.header.logout': 'Abmelden',
  'shell.skipToContent': 'Zum Inhalt springen',
  'shell.frame.title': 'Kundenportal',
  'shell.heading.login': 'Anmeldung im Kundenportal',
  'shell.heading.checkout': 'Property Video abonnieren',
  'shell.tabs.label': 'Bereiche des Portals',
  'shell.tabs.users': 'Benutzer',
  'shell.tabs.billing': 'Abrechnung',
  'shell.tabs.settings': 'Einstellungen',
  'shell.tabs.activity': 'Aktivität',
  'shell.remote.failedTitle': 'Dieser Teil des Portals konnte nicht geladen werden',
  'shell.remote.failedText':
    'Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut. Der Rest des Portals funktioniert weiterhin.',
  'shell.remote.incompatibleText':
    'Dieser Teil des Portals benötigt die Plattformversion {required}, das Portal bietet Version {provided}. Er funktioniert wieder, sobald beide aktualisiert sind.',
  'shell.grace.title': 'Zahlung fehlgeschlagen.',
  'shell.grace.text':
    'Ihr Abonnement bleibt bis zum {date} aktiv, damit Sie Ihre Zahlungsdaten aktualisieren können.',
  'shell.grace.textNoDate':
    'Ihr Abonnement bleibt für eine kurze Kulanzfrist aktiv, damit Sie Ihre Zahlungsdaten aktualisieren können.',
  'shell.disabled.title': 'Ihr Abonnement erfordert Ihre Aufmerksamkeit.',
  'shell.disabled.text': 'Bitte überprüfen Sie die Details Ihres Abonnements.',
  'shell.expired.title': 'Ihr Abonnement ist abgelaufen',
  'shell.expired.text':
    'Verlängern Sie Ihr Abonnement im Bereich Abrechnung, um das Portal und die App wieder zu nutzen.',
  'shell.subscription.openBilling': 'Abrechnung öffnen',
  'shell.offline':
    'Internetverbindung unterbrochen: Änderungen werden möglicherweise nicht gespeichert',
  'shell.contact.title': 'Kontakt',
  'shell.contact.text': 'Fragen zu Ihrem Abonnement oder Ihren Benutzern? Schreiben Sie uns an',
  // The page names of document.title and of the announcement after a route change.
  'shell.documentTitle': '{page} · Property Video',
  'shell.title.login': 'Anmelden',
  'shell.title.createAccount': 'Konto erstellen',
  'shell.title.forgot': 'Passwort vergessen',
  'shell.title.recover': 'Passwort zurücksetzen',
  'shell.title.join': 'Dem Team beitreten',
  'shell.title.secondFactorRecovery': 'Zweiter Faktor verloren',
  'shell.title.checkout': 'Abonnieren',
  'shell.title.userProfile': 'Benutzerprofil',
  'shell.title.video': 'Video',
  'shell.title.brandKit': 'Markenkit',
  'shell.pageAnnounced': 'Seite geladen: {page}',
} satisfies Record<keyof typeof en, string>;
