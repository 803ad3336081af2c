import type en from './en-us';

export default {
  'account.cancellation.open': 'Abonnement kündigen',
  'account.cancellation.title': 'Abonnement kündigen?',
  'account.cancellation.whatHappens': 'Was passiert',
  'account.cancellation.access':
    'Alles funktioniert weiter bis zum {date}. Danach wird nichts mehr abgebucht.',
  'account.cancellation.app': 'Die App Ihrer Makler stoppt am {date}.',
  'account.cancellation.data':
    'Ihre Profile, Videos und Einstellungen bleiben bis zum {date} gespeichert: Setzen Sie fort oder abonnieren Sie vorher neu, und alles ist wieder da.',
  'account.cancellation.reason': 'Warum kündigen Sie?',
  'account.cancellation.reason.too_expensive': 'Es ist zu teuer',
  'account.cancellation.reason.not_using': 'Wir nutzen es zu wenig',
  'account.cancellation.reason.missing_features': 'Uns fehlt eine Funktion',
  'account.cancellation.reason.switching': 'Wir wechseln zu einem anderen Dienst',
  'account.cancellation.reason.temporary': 'Wir brauchen nur eine Pause',
  'account.cancellation.reason.other': 'Ein anderer Grund',
  'account.cancellation.comment': 'Möchten Sie uns noch etwas sagen? (optional)',
  'account.cancellation.keep': 'Abonnement behalten',
  'account.cancellation.confirm': 'Abonnement kündigen',
  'account.cancellation.confirming': 'Wird gekündigt…',
  'account.cancellation.offer.title': 'Bevor Sie gehen',
  'account.cancellation.offer.percentOnce': '{percent} % Rabatt auf Ihre nächste Verlängerung.',
  'account.cancellation.offer.percentForever': '{percent} % Rabatt auf jede Verlängerung.',
  'account.cancellation.offer.percentMonths':
    '{percent} % Rabatt auf Ihre Verlängerungen {months, plural, one {im nächsten Monat} other {in den nächsten # Monaten}}.',
  'account.cancellation.offer.amountOnce': '{amount} Rabatt auf Ihre nächste Verlängerung.',
  'account.cancellation.offer.amountForever': '{amount} Rabatt auf jede Verlängerung.',
  'account.cancellation.offer.amountMonths':
    '{amount} Rabatt auf Ihre Verlängerungen {months, plural, one {im nächsten Monat} other {in den nächsten # Monaten}}.',
  'account.cancellation.offer.accept': 'Angebot annehmen und bleiben',
  'account.cancellation.offer.taken':
    'Angebot angewendet: Ihr Abonnement läuft mit dem Rabatt weiter.',
  'account.cancellation.endsOn': 'Endet am {date}',
  'account.cancellation.endsOnHint':
    'Sie haben dieses Abonnement gekündigt. Bis dahin funktioniert alles; setzen Sie es fort, damit es sich weiter verlängert.',
  'account.cancellation.resume': 'Fortsetzen',
  'account.cancellation.resuming': 'Wird fortgesetzt…',
  'account.cancellation.resumed':
    'Ihr Abonnement verlängert sich wieder. Es wurde nichts abgebucht.',
} satisfies Record<keyof typeof en, string>;
