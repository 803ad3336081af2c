import type en from './en-us';

export default {
  'delivery.passkeys.error.challenge':
    'Diese Passkey-Anfrage ist abgelaufen oder wurde bereits verwendet. Versuchen Sie es erneut.',
  'delivery.passkeys.error.invalid':
    'Dieser Passkey konnte nicht geprüft werden. Versuchen Sie es erneut oder melden Sie sich anders an.',
  'delivery.passkeys.error.registration':
    'Der Passkey konnte nicht hinzugefügt werden: Die Antwort Ihres Geräts konnte nicht geprüft werden. Versuchen Sie es erneut.',
  'delivery.passkeys.error.alreadyAdded': 'Dieser Passkey ist bereits hinzugefügt.',
} satisfies Record<keyof typeof en, string>;
