import type en from './en-us';
export default {
  'errors.unknown': 'Unbekannter Fehler',
  'errors.identifiersNotRecognized': 'Zugangsdaten nicht erkannt',
  'errors.notAllowed': 'Sie dürfen das Kundenportal nicht betreten',
  'errors.formInvalid': 'Fehler erkannt, prüfen Sie die Formularfelder.',
  'errors.emailTaken': 'Zu dieser E-Mail-Adresse gibt es bereits ein Konto. Melden Sie sich an.',
  'errors.tooManyAttempts':
    'Zu viele fehlgeschlagene Versuche. Versuchen Sie es in einigen Minuten erneut.',
  'errors.sessionExpired': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'errors.membershipEnded':
    'Sie gehören nicht mehr zum Team dieses Kontos. Bitten Sie den Inhaber, Sie erneut einzuladen.',
  'errors.notFound': 'Nicht gefunden.',
  'errors.bodyTooLarge': 'Die Anfrage ist zu groß.',
  'errors.malformedJson': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'errors.server': 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  'errors.tooManyRequests': 'Zu viele Anfragen. Bitte warten Sie einen Moment.',
  'errors.phoneNotFound': 'Telefonnummer nicht gefunden',
  'errors.codeInvalid': 'Dieser Code ist nicht korrekt.',
  'errors.codeExpired':
    'Dieser Code ist abgelaufen oder wurde zu oft versucht. Fordern Sie einen neuen Code an.',
  'errors.resendTooSoon':
    'Gerade wurde ein Code gesendet. Warten Sie einige Sekunden, bevor Sie einen weiteren anfordern.',
  'errors.tooManyCodeRequests':
    'Für diese Nummer wurden zu viele Codes angefordert. Versuchen Sie es in einer Stunde erneut.',
  'errors.tooManyRecoveryRequests':
    'Zu viele Anfragen zur Wiederherstellung. Versuchen Sie es später erneut.',
  'errors.recoveryLinkInvalid':
    'Dieser Wiederherstellungslink ist ungültig, abgelaufen oder wurde bereits verwendet. Fordern Sie einen neuen an.',
  'errors.socialStateInvalid':
    'Dieser Anmeldeversuch ist abgelaufen oder wurde bereits verwendet. Beginnen Sie erneut.',
  'errors.socialRejected':
    'Die Antwort des Anmeldeanbieters konnte nicht überprüft werden. Versuchen Sie es erneut.',
  'errors.socialNotLinked':
    'Zu dieser Anmeldung passt kein Konto. Melden Sie sich mit E-Mail und Passwort an oder erstellen Sie ein Konto.',
  'errors.methodUnavailable': 'Diese Anmeldemethode ist nicht verfügbar.',
  'errors.deliveryFailed':
    'Die Nachricht konnte nicht gesendet werden. Versuchen Sie es gleich noch einmal.',
  'errors.maxUsers': 'Maximale Benutzerzahl erreicht: Wenden Sie sich an den Administrator.',
  'errors.invitationInvalid': 'Ungültiger Einladungslink: Wenden Sie sich an Ihren Administrator.',
  'errors.phoneTaken': 'Für diese Mobilnummer gibt es bereits ein Profil.',
  'errors.imageRejected': 'Das Bild wurde abgelehnt.',
  'errors.fieldTooLong': 'Dieser Wert ist zu lang.',
  'errors.invalidCharacters': 'Dieser Wert enthält ein unzulässiges Zeichen.',
  'errors.passwordWrong': 'Das Passwort ist nicht korrekt.',
  'errors.currentEmailWrong': 'Das ist nicht die E-Mail-Adresse Ihres Kontos.',
  'errors.newEmailTaken': 'Ein anderes Konto verwendet diese E-Mail-Adresse bereits.',
  'errors.codeTooManyTries':
    'Zu viele falsche Codes: Dieser Code funktioniert nicht mehr. Fordern Sie einen neuen an.',
  'errors.tooManyEmailCodes':
    'Für diese Adresse wurden zu viele Codes angefordert. Versuchen Sie es in einer Stunde erneut.',
  'errors.handoffInvalid':
    'Dieser Link aus der App ist abgelaufen oder wurde bereits verwendet. Öffnen Sie die Seite erneut aus der App.',
} satisfies Record<keyof typeof en, string>;
