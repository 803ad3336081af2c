/** The join page's texts (issue 37), a namespace of their own (../messages.ts). */
export default {
  'auth.join.title': 'Join the team',
  'auth.join.noToken':
    'This page opens from the invitation link in your e-mail. If you cannot find it, ask the account’s owner to invite you again.',
  'auth.join.askAgain': 'Ask the account’s owner to invite you again.',
  'auth.join.intro': '{invitedBy} invites you to manage {account} with them in the portal.',
  'auth.join.account': 'Account',
  'auth.join.role': 'Your role',
  'auth.join.role.admin': 'Admin',
  'auth.join.role.billing': 'Billing',
  'auth.join.role.viewer': 'Viewer',
  'auth.join.roleHint.admin': 'You will manage the users, the brand kit, invitations and imports.',
  'auth.join.roleHint.billing':
    'You will manage the billing: invoices, payment details and invoice e-mails.',
  'auth.join.roleHint.viewer':
    'You will see the users and the billing summary, without changing them.',
  'auth.join.validUntil': 'The invitation is valid until {date}.',
  'auth.join.newPassword': 'Choose a password',
  'auth.join.hasLogin':
    '{email} already signs in to the portal: enter its password to join this team too.',
  'auth.join.submit': 'Join the team',
  'auth.join.submitting': 'Joining…',
  'auth.join.otherWays': 'Or join without a password',
  'auth.join.otherWaysHint':
    'The invitation proves your e-mail, so your Google or Apple account may use another address. You will sign in the same way from now on.',
  'auth.join.usePhone': 'Use my phone number',
  'auth.join.phoneTitle': 'Join with your phone number',
  'auth.join.backToInvitation': 'Back to the invitation',
  'auth.join.joining': 'Joining the team…',
  'auth.join.flowLost':
    'This sign-in was not started on this page. Open the invitation link from your e-mail again.',
  'auth.join.hasLoginWithoutPassword':
    '{email} already signs in to the portal with Google, Apple or a phone number: join this team the same way.',
};
