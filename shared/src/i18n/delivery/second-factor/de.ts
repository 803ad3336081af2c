import type en from './en-us';

export default {
  'delivery.secondFactor.error.challengeInvalid':
    'Dieser Anmeldeschritt ist abgelaufen oder wurde schon verwendet. Melden Sie sich erneut an.',
  'delivery.secondFactor.error.codeInvalid':
    'Dieser Code ist nicht richtig oder wurde schon verwendet. Prüfen Sie den Code und versuchen Sie es erneut.',
  'delivery.secondFactor.error.setupRequired':
    'Dieses Konto verlangt einen zweiten Faktor. Richten Sie eine Authenticator-App oder einen Passkey ein, um fortzufahren.',
  'delivery.secondFactor.error.totpAlreadyEnabled':
    'Die Authenticator-App ist bereits eingeschaltet. Schalten Sie sie zuerst aus, um eine andere einzurichten.',
  'delivery.secondFactor.error.totpNotPending':
    'Keine Authenticator-App wartet auf ihren ersten Code. Beginnen Sie die Einrichtung neu.',
  'delivery.secondFactor.error.totpNotEnabled': 'Es ist keine Authenticator-App eingerichtet.',
  'delivery.secondFactor.error.proofRequired':
    'Geben Sie Ihr Passwort oder einen Code Ihrer Authenticator-App ein.',
  'delivery.secondFactor.error.recoveryLinkInvalid':
    'Dieser Wiederherstellungslink ist ungültig oder abgelaufen. Beginnen Sie erneut auf der Anmeldeseite.',
  'delivery.secondFactor.mail.lost.subject': 'Ohne den verlorenen zweiten Faktor anmelden',
  'delivery.secondFactor.mail.lost.body':
    'Jemand, hoffentlich Sie, hat angegeben, den zweiten Faktor für die Anmeldung bei Property Video verloren zu haben. Öffnen Sie den Link, um die Wiederherstellung zu starten: Nach einer Wartezeit von {hours} Stunden wird Ihr zweiter Faktor entfernt, und Sie melden sich nur mit dem ersten Schritt an. Der Inhaber des Kontos wird benachrichtigt.',
  'delivery.secondFactor.mail.lost.action': 'Wiederherstellung starten',
  'delivery.secondFactor.mail.lost.ignore':
    'Wenn Sie es nicht waren, ignorieren Sie diese E-Mail: Es ändert sich nichts. Der Link gilt 24 Stunden.',
  'delivery.secondFactor.mail.started.subject': 'Ihr zweiter Faktor wird am {date} entfernt',
  'delivery.secondFactor.mail.started.body':
    'Die Wiederherstellung Ihres verlorenen zweiten Faktors hat begonnen. Am {date} wird er entfernt, und Ihre nächste Anmeldung verlangt nur den ersten Schritt.',
  'delivery.secondFactor.mail.started.notYou':
    'Wenn Sie sie nicht gestartet haben, melden Sie sich mit Ihrem zweiten Faktor an: Das beendet die Wiederherstellung. Ändern Sie danach Ihr Passwort und schreiben Sie an {support}.',
  'delivery.secondFactor.mail.ownerNotice.subject':
    'In Ihrem Konto hat eine Wiederherstellung des zweiten Faktors begonnen',
  'delivery.secondFactor.mail.ownerNotice.body':
    '{person} hat angegeben, den zweiten Faktor verloren zu haben, und dessen Wiederherstellung gestartet. Ohne vorherige Anmeldung damit wird er am {date} entfernt, und diese Person meldet sich nur mit dem ersten Schritt an.',
  'delivery.secondFactor.mail.ownerNotice.check':
    'Wenn das unerwartet ist, entfernen Sie die Person aus dem Team, oder ändern Sie Ihr Passwort, wenn es um Ihre eigene Anmeldung geht.',
} satisfies Record<keyof typeof en, string>;
