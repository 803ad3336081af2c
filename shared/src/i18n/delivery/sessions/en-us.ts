/**
 * Devices and sessions (issue 38): the new-device e-mail, and the app's answer once the company
 * signed an agent's phone out. Merged into the server's catalogue.
 */
export default {
  'delivery.sessions.device': '{browser} on {os}',
  'delivery.sessions.unknown': 'unknown',
  'delivery.sessions.newDevice.subject': 'New sign-in to your Property Video account',
  'delivery.sessions.newDevice.body':
    'Your Client Portal account was just signed in to from a device you have not used before.',
  'delivery.sessions.newDevice.details': 'When: {time}. Device: {device}. Address: {ip}.',
  'delivery.sessions.newDevice.ifYou': 'If this was you, there is nothing to do.',
  'delivery.sessions.newDevice.notYou':
    'If it wasn’t you, change your password at once from the sign-in page (“Forgot your password?”): every other session is then signed out. Write to {support} if you need help.',
  'delivery.sessions.appSignedOut':
    'Your company signed this phone out of the app. If this is your phone, sign in again with your number.',
};
