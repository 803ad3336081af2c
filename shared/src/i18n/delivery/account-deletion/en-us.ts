/** What the API sends for account-deletion (issue 39): e-mails and answers. */
export default {
  'delivery.deletion.error.pending':
    'This account is being deleted at its owner’s request. You can restore it until its data is erased.',
  'delivery.deletion.error.deleted': 'This account was deleted by its owner.',
  'delivery.deletion.error.confirmation':
    'Type the account’s e-mail address exactly to confirm the deletion.',
  'delivery.deletion.error.restoreInvalid':
    'This offer to restore the account has expired or was already used. Sign in again.',
} satisfies Record<string, string>;
