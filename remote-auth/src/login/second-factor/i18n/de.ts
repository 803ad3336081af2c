import type en from './en-us';

export default {
  'auth.secondFactor.title': 'Bestätigen Sie, dass Sie es sind',
  'auth.secondFactor.introTotp':
    'Geben Sie den 6-stelligen Code ein, den Ihre Authenticator-App gerade anzeigt.',
  'auth.secondFactor.introRecovery':
    'Geben Sie einen der Wiederherstellungscodes ein, die Sie bei der Einrichtung Ihres zweiten Faktors gespeichert haben. Jeder Code gilt einmal.',
  'auth.secondFactor.introPasskey':
    'Bestätigen Sie mit Ihrem Passkey, um die Anmeldung abzuschließen.',
  'auth.secondFactor.codeLabel': 'Code aus Ihrer Authenticator-App',
  'auth.secondFactor.recoveryLabel': 'Wiederherstellungscode',
  'auth.secondFactor.recoveryHint': 'Zehn Buchstaben und Ziffern, zum Beispiel abcde-12345',
  'auth.secondFactor.submit': 'Weiter',
  'auth.secondFactor.submitting': 'Wird geprüft…',
  'auth.secondFactor.attemptsLeft':
    '{count, plural, one {Noch # Versuch.} other {Noch # Versuche.}}',
  'auth.secondFactor.useRecovery': 'Stattdessen einen Wiederherstellungscode verwenden',
  'auth.secondFactor.useApp': 'Stattdessen die Authenticator-App verwenden',
  'auth.secondFactor.lost': 'Kein Zugriff mehr auf Ihren zweiten Faktor?',
  'auth.secondFactor.lostTitle': 'Sehen Sie in Ihre E-Mails',
  'auth.secondFactor.lostSent':
    'Wir haben einen Wiederherstellungslink an die E-Mail-Adresse geschickt, mit der Sie sich anmelden.',
  'auth.secondFactor.lostNext':
    'Öffnen Sie ihn zur Bestätigung: Nach einer Wartezeit, in der der Inhaber des Kontos benachrichtigt wird, wird Ihr zweiter Faktor entfernt; Sie melden sich dann nur mit Ihrem Passwort an und richten einen neuen ein.',
  'auth.secondFactor.backToLogin': 'Zurück zur Anmeldung',
} satisfies Record<keyof typeof en, string>;
