/** The sessions card's texts (issue 38), part of the account remote's catalogue (../../i18n). */
export default {
  'account.sessions.title': 'Where you’re signed in',
  'account.sessions.intro':
    'The browsers signed in with your login right now. Sign out any you don’t recognise, then change your password.',
  'account.sessions.list': 'Signed-in sessions',
  'account.sessions.device': '{browser} on {os}',
  'account.sessions.unknownDevice': 'Unknown browser',
  'account.sessions.thisDevice': 'This device',
  'account.sessions.address': 'Address {ip} ·',
  'account.sessions.signedIn': 'Signed in {date} ·',
  'account.sessions.lastActive': 'Last active {when}',
  'account.sessions.signOut': 'Sign out',
  'account.sessions.signOutNamed': 'Sign out {device}',
  'account.sessions.signedOut': '{device} was signed out.',
  'account.sessions.signOutOthers': 'Sign out everywhere else',
  'account.sessions.signOutOthersTitle': 'Sign out everywhere else?',
  'account.sessions.signOutOthersText':
    '{count, plural, one {The other session is} other {The # other sessions are}} signed out at their next step. This device stays signed in.',
  'account.sessions.signOutOthersConfirm': 'Sign out the others',
  'account.sessions.signedOutOthers': 'Every other session was signed out.',
  'account.sessions.onlyThis': 'You are signed in on this device only.',
};
