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
};
