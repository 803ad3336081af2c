/** What the API sends for account-deletion (issue 39): e-mails and answers. */
export default {
  'delivery.deletion.error.pending':
    'This account is being deleted at its owner’s request. You can restore it until its data is erased.',
  'delivery.deletion.error.deleted': 'This account was deleted by its owner.',
  'delivery.deletion.error.confirmation':
    'Type the account’s e-mail address exactly to confirm the deletion.',
  'delivery.deletion.error.restoreInvalid':
    'This offer to restore the account has expired or was already used. Sign in again.',
  'delivery.deletion.requested.subject': 'Your Property Video account will be deleted on {date}',
  'delivery.deletion.requested.body':
    'The account’s owner asked to delete the Client Portal account. It is closed now: the subscription is cancelled (without refund), everyone on the team and your agents’ app are signed out, and no one can sign in.',
  'delivery.deletion.requested.then':
    'On {date} its data is erased for good: the profiles, videos and pictures, the brand kit, the team and the activity log. Invoices are kept as the law requires, with only the company’s name, address and VAT number.',
  'delivery.deletion.requested.undo':
    'Changed your mind? The owner signing in before {date} is offered to restore the account.',
  'delivery.deletion.requested.action': 'Sign in to restore the account',
  'delivery.deletion.requested.notYou':
    'If you did not ask for this, sign in now to restore the account, then change your password.',
  'delivery.deletion.restored.subject': 'Your Property Video account was restored',
  'delivery.deletion.restored.body':
    'The account’s owner restored the account: nothing will be erased, and you and your team can sign in again.',
  'delivery.deletion.restored.billing':
    'The subscription stays cancelled: subscribe again from the billing tab to switch your agents’ app back on.',
  'delivery.deletion.restored.action': 'Sign in',
  'delivery.deletion.ending.subject': 'Your Property Video data will be erased on {date}',
  'delivery.deletion.ending.body':
    'Your Property Video subscription ended on {ended}. As we said when it was cancelled, we kept your profiles, videos, pictures, brand kit and team for 90 days, in case you came back.',
  'delivery.deletion.ending.then':
    'On {date} this data is erased for good, with the Client Portal account: no one can sign in after that. Invoices are kept as the law requires, with only the company’s name, address and VAT number.',
  'delivery.deletion.ending.keep':
    'To keep everything as it is, restart your subscription from the billing tab of the Client Portal before {date}.',
  'delivery.deletion.ending.action': 'Open the billing tab',
} satisfies Record<string, string>;
