/**
 * The header's account switcher (issue 37): a member of several customer accounts works in one at
 * a time. Loaded with the switcher's own chunk, so the login page downloads none of them.
 */
export default {
  'accountSwitch.open': '{account}: switch account',
  'accountSwitch.menu': 'Your accounts',
  'accountSwitch.role.owner': 'Owner',
  'accountSwitch.role.admin': 'Admin',
  'accountSwitch.role.billing': 'Billing',
  'accountSwitch.role.viewer': 'Viewer',
  'accountSwitch.failed': 'That account could not be opened. Try again.',
  'accountSwitch.switching': 'Opening {account}…',
};
