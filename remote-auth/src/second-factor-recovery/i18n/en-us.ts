/** The lost-factor link's page (issue 38), a namespace of its own (../messages.ts). */
export default {
  'auth.secondFactorRecovery.title': 'Lost second factor',
  'auth.secondFactorRecovery.noToken':
    'This page opens from the recovery link in your e-mail. To get one, sign in and choose “Lost access to your second factor?”.',
  'auth.secondFactorRecovery.intro':
    'Confirm to remove your second factor after a waiting period. For your security the account’s owner is told, and you can sign in with your password alone only once the period is over.',
  'auth.secondFactorRecovery.confirm': 'Remove my second factor after the waiting period',
  'auth.secondFactorRecovery.doneTitle': 'Recovery started',
  'auth.secondFactorRecovery.doneWhen':
    'Your second factor will be removed on {date}. From then on, sign in with your password and set up a new one.',
  'auth.secondFactorRecovery.ownerTold':
    'The account’s owner was told, and so were you, by e-mail.',
  'auth.secondFactorRecovery.cancel':
    'Found your phone or your recovery codes? Sign in with them: that cancels the recovery.',
};
