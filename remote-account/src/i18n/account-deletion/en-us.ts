/** The account remote's account-deletion texts (issue 39), part of its catalogue (../../i18n). */
export default {
  'account.deletion.title': 'Delete the account',
  'account.deletion.intro':
    'Deletes the account, its agents’ profiles, pictures and team for good, after 14 days in which you can change your mind.',
  'account.deletion.open': 'Delete my account…',
  'account.deletion.dialogTitle': 'Delete the account?',
  'account.deletion.effect.now':
    'At once: the subscription is cancelled, everyone is signed out (the team and the agents’ app too) and no one can sign in.',
  'account.deletion.effect.noRefund': 'The time already paid is not refunded.',
  'account.deletion.effect.undo':
    'For 14 days you can restore everything by signing in with your e-mail and password.',
  'account.deletion.effect.erased':
    'Then the profiles, pictures, team and personal data are erased. Invoices are kept as the law requires, with the company’s details only.',
  'account.deletion.password': 'Your password',
  'account.deletion.code': 'Code from your authenticator app',
  'account.deletion.confirmation': 'To confirm, type the account’s e-mail: {email}',
  'account.deletion.cancel': 'Keep my account',
  'account.deletion.submit': 'Delete the account',
  'account.deletion.submitting': 'Deleting…',
  'account.deletion.doneTitle': 'Account deleted',
  'account.deletion.done':
    'Everyone is signed out. The account’s data will be erased on {date}; until then, sign in to restore it.',
  'account.deletion.doneClose': 'Sign out',
  'account.deletion.restore.title': 'This account is being deleted',
  'account.deletion.restore.text':
    'Its data will be erased on {date}. Restore it to use it again; the subscription stays cancelled.',
  'account.deletion.restore.submit': 'Restore my account',
  'account.deletion.restore.submitting': 'Restoring…',
} satisfies Record<string, string>;
