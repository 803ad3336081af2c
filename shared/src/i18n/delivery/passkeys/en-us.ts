/** What the API says about passkeys (issue 38): WebAuthn ceremonies that did not pass. */
export default {
  'delivery.passkeys.error.challenge':
    'This passkey request has expired or was already used. Try again.',
  'delivery.passkeys.error.invalid':
    'This passkey could not be verified. Try again, or sign in another way.',
  'delivery.passkeys.error.registration':
    'The passkey could not be added: your device’s answer could not be verified. Try again.',
  'delivery.passkeys.error.alreadyAdded': 'This passkey is already added.',
};
