import type en from './en-us';

export default {
  'account.sessions.title': 'Où vous êtes connecté',
  'account.sessions.intro':
    'Les navigateurs connectés avec votre identifiant en ce moment. Déconnectez ceux que vous ne reconnaissez pas, puis changez votre mot de passe.',
  'account.sessions.list': 'Sessions connectées',
  'account.sessions.device': '{browser} sur {os}',
  'account.sessions.unknownDevice': 'Navigateur inconnu',
  'account.sessions.thisDevice': 'Cet appareil',
  'account.sessions.address': 'Adresse {ip} ·',
  'account.sessions.signedIn': 'Connecté le {date} ·',
  'account.sessions.lastActive': 'Dernière activité {when}',
  'account.sessions.signOut': 'Déconnecter',
  'account.sessions.signOutNamed': 'Déconnecter {device}',
  'account.sessions.signedOut': '{device} a été déconnecté.',
  'account.sessions.signOutOthers': 'Déconnecter partout ailleurs',
  'account.sessions.signOutOthersTitle': 'Déconnecter partout ailleurs ?',
  'account.sessions.signOutOthersText':
    '{count, plural, one {L’autre session est déconnectée} other {Les # autres sessions sont déconnectées}} à leur prochaine action. Cet appareil reste connecté.',
  'account.sessions.signOutOthersConfirm': 'Déconnecter les autres',
  'account.sessions.signedOutOthers': 'Toutes les autres sessions ont été déconnectées.',
  'account.sessions.onlyThis': 'Vous n’êtes connecté que sur cet appareil.',
} satisfies Record<keyof typeof en, string>;
