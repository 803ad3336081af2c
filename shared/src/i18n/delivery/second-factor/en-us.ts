/**
 * Sign-in security (issue 38): what the API says about the second factor (the sign-in step, the
 * authenticator app, recovery codes, the owner's policy) and the lost-factor recovery's e-mails.
 * Merged into the server's catalogue.
 */
export default {
  'delivery.secondFactor.error.challengeInvalid':
    'This sign-in step has expired or was already used. Sign in again.',
  'delivery.secondFactor.error.codeInvalid':
    'This code is not right, or it was already used. Check the code and try again.',
  'delivery.secondFactor.error.setupRequired':
    'This account requires a second factor. Set up an authenticator app or a passkey to continue.',
  'delivery.secondFactor.error.totpAlreadyEnabled':
    'The authenticator app is already on. Turn it off first to set up another one.',
  'delivery.secondFactor.error.totpNotPending':
    'No authenticator app is waiting for its first code. Start the set-up again.',
  'delivery.secondFactor.error.totpNotEnabled': 'No authenticator app is set up.',
  'delivery.secondFactor.error.proofRequired':
    'Enter your password or a code from your authenticator app.',
  'delivery.secondFactor.error.recoveryLinkInvalid':
    'This recovery link is not valid or has expired. Start again from the sign-in page.',
  'delivery.secondFactor.mail.lost.subject': 'Sign in without your lost second factor',
  'delivery.secondFactor.mail.lost.body':
    'Someone, hopefully you, said they lost the second factor they sign in to Property Video with. Open the link to start the recovery: after a waiting period of {hours} hours your second factor is removed and you sign in with your first step alone. The account’s owner is told.',
  'delivery.secondFactor.mail.lost.action': 'Start the recovery',
  'delivery.secondFactor.mail.lost.ignore':
    'If it was not you, ignore this e-mail: nothing changes. The link works for 24 hours.',
  'delivery.secondFactor.mail.started.subject': 'Your second factor will be removed on {date}',
  'delivery.secondFactor.mail.started.body':
    'The recovery of your lost second factor has started. On {date} it is removed, and your next sign-in asks for your first step alone.',
  'delivery.secondFactor.mail.started.notYou':
    'If you did not start it, sign in with your second factor: that stops the recovery. Then change your password, and write to {support}.',
  'delivery.secondFactor.mail.ownerNotice.subject':
    'A second-factor recovery started in your account',
  'delivery.secondFactor.mail.ownerNotice.body':
    '{person} said they lost their second factor and started its recovery. Unless they sign in with it before, it is removed on {date} and they sign in with their first step alone.',
  'delivery.secondFactor.mail.ownerNotice.check':
    'If this is unexpected, remove them from the team, or change your password if it is your own login.',
} as const;
