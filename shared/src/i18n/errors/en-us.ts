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
};
