import type en from './en-us';

export default {
  'delivery.passkeys.error.challenge':
    'Questa richiesta di passkey è scaduta o è già stata usata. Riprova.',
  'delivery.passkeys.error.invalid':
    'Non è stato possibile verificare questa passkey. Riprova o accedi in un altro modo.',
  'delivery.passkeys.error.registration':
    'Non è stato possibile aggiungere la passkey: la risposta del tuo dispositivo non è stata verificata. Riprova.',
  'delivery.passkeys.error.alreadyAdded': 'Questa passkey è già stata aggiunta.',
} satisfies Record<keyof typeof en, string>;
