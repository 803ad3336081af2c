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
  'errors.notFound': 'Nicht gefunden.',
  'errors.bodyTooLarge': 'Die Anfrage ist zu groß.',
  'errors.malformedJson': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'errors.server': 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  'errors.tooManyRequests': 'Zu viele Anfragen. Bitte warten Sie einen Moment.',
  'errors.fieldTooLong': 'Dieser Wert ist zu lang.',
  'errors.invalidCharacters': 'Dieser Wert enthält ein unzulässiges Zeichen.',
} satisfies Record<keyof typeof en, string>;
