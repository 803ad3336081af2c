import type en from './en-us';

export default {
  'account.sessions.title': 'Wo Sie angemeldet sind',
  'account.sessions.intro':
    'Die Browser, die gerade mit Ihren Zugangsdaten angemeldet sind. Melden Sie alle ab, die Sie nicht kennen, und ändern Sie dann Ihr Passwort.',
  'account.sessions.list': 'Angemeldete Sitzungen',
  'account.sessions.device': '{browser} unter {os}',
  'account.sessions.unknownDevice': 'Unbekannter Browser',
  'account.sessions.thisDevice': 'Dieses Gerät',
  'account.sessions.address': 'Adresse {ip} ·',
  'account.sessions.signedIn': 'Angemeldet am {date} ·',
  'account.sessions.lastActive': 'Zuletzt aktiv {when}',
  'account.sessions.signOut': 'Abmelden',
  'account.sessions.signOutNamed': '{device} abmelden',
  'account.sessions.signedOut': '{device} wurde abgemeldet.',
  'account.sessions.signOutOthers': 'Überall sonst abmelden',
  'account.sessions.signOutOthersTitle': 'Überall sonst abmelden?',
  'account.sessions.signOutOthersText':
    '{count, plural, one {Die andere Sitzung wird} other {Die # anderen Sitzungen werden}} bei ihrem nächsten Schritt abgemeldet. Dieses Gerät bleibt angemeldet.',
  'account.sessions.signOutOthersConfirm': 'Die anderen abmelden',
  'account.sessions.signedOutOthers': 'Alle anderen Sitzungen wurden abgemeldet.',
  'account.sessions.onlyThis': 'Sie sind nur auf diesem Gerät angemeldet.',
} satisfies Record<keyof typeof en, string>;
