export default {
  'errors.unknown': 'Unknown error',
  'errors.identifiersNotRecognized': 'Identifiers not recognized',
  'errors.notAllowed': 'You are not allowed to enter Client Portal',
  'errors.formInvalid': 'Error(s) detected, check the form fields.',
  'errors.emailTaken': 'An account with this e-mail already exists. Sign in instead.',
  'errors.tooManyAttempts': 'Too many failed attempts. Try again in a few minutes.',
  'errors.sessionExpired': 'Your session has expired. Please sign in again.',
  'errors.notFound': 'Not found.',
  'errors.bodyTooLarge': 'The request is too large.',
  'errors.malformedJson': 'The request body is not valid JSON.',
  'errors.server': 'Something went wrong on our side. Please try again.',
  'errors.tooManyRequests': 'Too many requests. Please wait a moment and try again.',
  'errors.phoneNotFound': 'Phone number not found',
  'errors.codeInvalid': 'This code is not correct.',
  'errors.codeExpired': 'This code has expired or was tried too many times. Ask for a new code.',
  'errors.resendTooSoon': 'A code was just sent. Wait a few seconds before asking for another one.',
  'errors.tooManyCodeRequests':
    'Too many codes were requested for this number. Try again in an hour.',
  'errors.tooManyRecoveryRequests': 'Too many recovery requests. Try again later.',
  'errors.recoveryLinkInvalid':
    'This recovery link is invalid, expired or already used. Ask for a new one.',
  'errors.socialStateInvalid': 'This sign-in attempt has expired or was already used. Start again.',
  'errors.socialRejected': 'The sign-in provider’s answer could not be verified. Try again.',
  'errors.socialNotLinked':
    'No account matches this sign-in. Sign in with your e-mail and password, or create an account.',
  'errors.methodUnavailable': 'This sign-in method is not available.',
  'errors.deliveryFailed': 'The message could not be sent. Try again in a moment.',
  'errors.maxUsers': 'Maximum users reached: contact the administrator.',
  'errors.invitationInvalid': 'Invalid invitation link: contact your administrator.',
  'errors.phoneTaken': 'This mobile number already has a profile.',
  'errors.imageRejected': 'The image was refused.',
  'errors.fieldTooLong': 'This value is too long.',
  'errors.invalidCharacters': 'This value contains a character that is not allowed.',
  'errors.passwordWrong': 'The password is not correct.',
  'errors.currentEmailWrong': 'This is not the e-mail of your account.',
  'errors.newEmailTaken': 'Another account already uses this e-mail.',
  'errors.codeTooManyTries': 'Too many wrong codes: this code no longer works. Ask for a new code.',
  'errors.tooManyEmailCodes':
    'Too many codes were requested for this address. Try again in an hour.',
  'errors.handoffInvalid':
    'This link from the app has expired or was already used. Open the page from the app again.',
  'errors.phoneAmbiguous':
    'This number is on more than one account, so it cannot sign you in. Sign in with your e-mail, then verify the number in the Settings of the account it should open.',
  'errors.phoneProvenElsewhere':
    'Another account has already verified this number. A number signs in to one account only.',
};
