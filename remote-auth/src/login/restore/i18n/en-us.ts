/** The undo of an account's deletion at its owner's sign-in (issue 39), a namespace of its own. */
export default {
  'auth.restore.title': 'This account is being deleted',
  'auth.restore.text':
    'Its data will be erased on {date}. Restore it to use it again; the subscription stays cancelled.',
  'auth.restore.submit': 'Restore my account',
  'auth.restore.submitting': 'Restoring…',
  'auth.restore.back': 'Back to sign-in',
} satisfies Record<string, string>;
