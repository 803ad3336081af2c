import type en from './en-us';

export default {
  'auth.secondFactorRecovery.title': 'Zweiter Faktor verloren',
  'auth.secondFactorRecovery.noToken':
    'Diese Seite öffnet sich über den Wiederherstellungslink in Ihrer E-Mail. Um einen zu erhalten, melden Sie sich an und wählen „Kein Zugriff mehr auf Ihren zweiten Faktor?“.',
  'auth.secondFactorRecovery.intro':
    'Bestätigen Sie, um Ihren zweiten Faktor nach einer Wartezeit zu entfernen. Zu Ihrer Sicherheit wird der Inhaber des Kontos benachrichtigt, und Sie können sich erst nach Ablauf der Wartezeit nur mit Ihrem Passwort anmelden.',
  'auth.secondFactorRecovery.confirm': 'Meinen zweiten Faktor nach der Wartezeit entfernen',
  'auth.secondFactorRecovery.doneTitle': 'Wiederherstellung gestartet',
  'auth.secondFactorRecovery.doneWhen':
    'Ihr zweiter Faktor wird am {date} entfernt. Danach melden Sie sich mit Ihrem Passwort an und richten einen neuen ein.',
  'auth.secondFactorRecovery.ownerTold':
    'Der Inhaber des Kontos wurde benachrichtigt, und Sie ebenfalls, per E-Mail.',
  'auth.secondFactorRecovery.cancel':
    'Telefon oder Wiederherstellungscodes wiedergefunden? Melden Sie sich damit an: Das bricht die Wiederherstellung ab.',
} satisfies Record<keyof typeof en, string>;
