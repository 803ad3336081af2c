import type en from './en-us';

export default {
  'auth.join.title': 'Dem Team beitreten',
  'auth.join.noToken':
    'Diese Seite öffnet sich über den Einladungslink in Ihrer E-Mail. Wenn Sie ihn nicht finden, bitten Sie den Inhaber des Kontos um eine neue Einladung.',
  'auth.join.askAgain': 'Bitten Sie den Inhaber des Kontos um eine neue Einladung.',
  'auth.join.intro': '{invitedBy} lädt Sie ein, {account} im Portal mitzuverwalten.',
  'auth.join.account': 'Konto',
  'auth.join.role': 'Ihre Rolle',
  'auth.join.role.admin': 'Administrator',
  'auth.join.role.billing': 'Abrechnung',
  'auth.join.role.viewer': 'Leser',
  'auth.join.roleHint.admin': 'Sie verwalten die Benutzer, das Markenkit, Einladungen und Importe.',
  'auth.join.roleHint.billing':
    'Sie verwalten die Abrechnung: Rechnungen, Zahlungsdaten und Rechnungs-E-Mails.',
  'auth.join.roleHint.viewer':
    'Sie sehen die Benutzer und die Abrechnungsübersicht, ohne sie zu ändern.',
  'auth.join.validUntil': 'Die Einladung gilt bis {date}.',
  'auth.join.newPassword': 'Passwort wählen',
  'auth.join.hasLogin':
    '{email} meldet sich bereits im Portal an: Geben Sie das Passwort ein, um auch diesem Team beizutreten.',
  'auth.join.submit': 'Team beitreten',
  'auth.join.submitting': 'Wird beigetreten…',
  'auth.join.otherWays': 'Oder ohne Passwort beitreten',
  'auth.join.otherWaysHint':
    'Die Einladung belegt Ihre E-Mail-Adresse, daher darf Ihr Google- oder Apple-Konto eine andere Adresse verwenden. Sie melden sich künftig auf dieselbe Weise an.',
  'auth.join.usePhone': 'Meine Telefonnummer verwenden',
  'auth.join.phoneTitle': 'Mit Ihrer Telefonnummer beitreten',
  'auth.join.backToInvitation': 'Zurück zur Einladung',
  'auth.join.joining': 'Sie treten dem Team bei…',
  'auth.join.flowLost':
    'Diese Anmeldung wurde nicht auf dieser Seite gestartet. Öffnen Sie den Einladungslink aus Ihrer E-Mail erneut.',
  'auth.join.hasLoginWithoutPassword':
    '{email} meldet sich bereits mit Google, Apple oder einer Telefonnummer beim Portal an: Treten Sie diesem Team auf dieselbe Weise bei.',
} satisfies Record<keyof typeof en, string>;
