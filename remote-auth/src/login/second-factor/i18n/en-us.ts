/** The second-factor step's texts (issue 38), a namespace of their own (../messages.ts). */
export default {
  'auth.secondFactor.title': 'Confirm it’s you',
  'auth.secondFactor.introTotp': 'Enter the 6-digit code your authenticator app shows now.',
  'auth.secondFactor.introRecovery':
    'Enter one of the recovery codes you saved when you set up your second factor. Each code works once.',
  'auth.secondFactor.introPasskey': 'Confirm with your passkey to finish signing in.',
  'auth.secondFactor.codeLabel': 'Code from your authenticator app',
  'auth.secondFactor.recoveryLabel': 'Recovery code',
  'auth.secondFactor.recoveryHint': 'Ten letters and digits, for example abcde-12345',
  'auth.secondFactor.submit': 'Continue',
  'auth.secondFactor.submitting': 'Checking…',
  'auth.secondFactor.attemptsLeft': '{count, plural, one {# try left.} other {# tries left.}}',
  'auth.secondFactor.useRecovery': 'Use a recovery code instead',
  'auth.secondFactor.useApp': 'Use your authenticator app instead',
  'auth.secondFactor.lost': 'Lost access to your second factor?',
  'auth.secondFactor.lostTitle': 'Check your e-mail',
  'auth.secondFactor.lostSent': 'We sent a recovery link to the e-mail address you sign in with.',
  'auth.secondFactor.lostNext':
    'Open it to confirm: after a waiting period, during which the account’s owner is told, your second factor is removed and you can sign in with your password alone, then set up a new one.',
  'auth.secondFactor.backToLogin': 'Back to log in',
};
