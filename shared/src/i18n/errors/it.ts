import type en from './en-us';
export default {
  'errors.unknown': 'Errore sconosciuto',
  'errors.identifiersNotRecognized': 'Credenziali non riconosciute',
  'errors.notAllowed': 'Non sei autorizzato ad accedere al Portale Clienti',
  'errors.formInvalid': 'Errore/i rilevato/i, controlla i campi del modulo.',
  'errors.emailTaken': 'Esiste già un account con questa e-mail. Accedi.',
  'errors.tooManyAttempts': 'Troppi tentativi non riusciti. Riprova tra qualche minuto.',
  'errors.sessionExpired': 'La sessione è scaduta. Accedi di nuovo.',
  'errors.notFound': 'Non trovato.',
  'errors.bodyTooLarge': 'La richiesta è troppo grande.',
  'errors.malformedJson': 'Il corpo della richiesta non è un JSON valido.',
  'errors.server': 'Si è verificato un errore da parte nostra. Riprova.',
  'errors.tooManyRequests': 'Troppe richieste. Attendi un momento e riprova.',
  'errors.fieldTooLong': 'Questo valore è troppo lungo.',
  'errors.invalidCharacters': 'Questo valore contiene un carattere non consentito.',
} satisfies Record<keyof typeof en, string>;
