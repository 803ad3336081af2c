import type en from './en-us';

export default {
  'delivery.cancellation.canceled.subject': 'Ihr Property-Video-Abonnement endet am {date}',
  'delivery.cancellation.canceled.body':
    '{who} hat das Abonnement gekündigt. Es verlängert sich nicht, und es wird nichts mehr abgebucht.',
  'delivery.cancellation.canceled.access':
    'Das Kundenportal und die App Ihrer Makler funktionieren bis zum {date}; dann stoppt die App. Ihre Profile, Videos und Einstellungen bleiben bis zum {keptUntil} gespeichert.',
  'delivery.cancellation.canceled.resume':
    'Sie haben es sich anders überlegt? Setzen Sie es vor dem {date} im Tab Abrechnung fort: Bis zur üblichen Verlängerung wird nichts abgebucht.',
  'delivery.cancellation.resumed.subject': 'Ihr Property-Video-Abonnement verlängert sich wieder',
  'delivery.cancellation.resumed.body':
    '{who} hat das Abonnement fortgesetzt: Für Ihr Team und Ihre Makler ändert sich nichts, und heute wurde nichts abgebucht. Es verlängert sich am {date}, wie bisher.',
  'delivery.cancellation.action': 'Tab Abrechnung öffnen',
  'delivery.cancellation.error.notCancellable':
    'Dieses Abonnement kann jetzt nicht gekündigt werden: Es ist nicht aktiv oder endet bereits.',
  'delivery.cancellation.error.notResumable':
    'Dieses Abonnement kann nicht fortgesetzt werden: Es ist nicht gekündigt oder bereits beendet.',
  'delivery.cancellation.error.offerUnavailable': 'Dieses Angebot ist nicht mehr verfügbar.',
} satisfies Record<keyof typeof en, string>;
