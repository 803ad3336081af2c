import type en from './en-us';

export default {
  'delivery.sessions.device': '{browser} unter {os}',
  'delivery.sessions.unknown': 'unbekannt',
  'delivery.sessions.newDevice.subject': 'Neue Anmeldung bei Ihrem Property Video-Konto',
  'delivery.sessions.newDevice.body':
    'Bei Ihrem Kundenportal-Konto hat sich gerade jemand von einem Gerät angemeldet, das Sie bisher nicht verwendet haben.',
  'delivery.sessions.newDevice.details': 'Wann: {time}. Gerät: {device}. Adresse: {ip}.',
  'delivery.sessions.newDevice.ifYou': 'Wenn Sie das waren, müssen Sie nichts tun.',
  'delivery.sessions.newDevice.notYou':
    'Wenn Sie das nicht waren, ändern Sie sofort Ihr Passwort über die Anmeldeseite („Passwort vergessen?“): Alle anderen Sitzungen werden dann abgemeldet. Schreiben Sie an {support}, wenn Sie Hilfe brauchen.',
  'delivery.sessions.appSignedOut':
    'Ihr Unternehmen hat dieses Telefon von der App abgemeldet. Wenn es Ihr Telefon ist, melden Sie sich mit Ihrer Nummer erneut an.',
} satisfies Record<keyof typeof en, string>;
