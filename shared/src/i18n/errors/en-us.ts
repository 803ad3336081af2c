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
};
