import type en from './en-us';
export default {
  'errors.unknown': 'Errore sconosciuto',
  'errors.identifiersNotRecognized': 'Credenziali non riconosciute',
  'errors.notAllowed': 'Non sei autorizzato ad accedere al Portale Clienti',
  'errors.formInvalid': 'Errore/i rilevato/i, controlla i campi del modulo.',
  'errors.emailTaken': 'Esiste già un account con questa e-mail. Accedi.',
  'errors.tooManyAttempts': 'Troppi tentativi non riusciti. Riprova tra qualche minuto.',
  'errors.sessionExpired': 'La sessione è scaduta. Accedi di nuovo.',
  'errors.membershipEnded':
    'Non fai più parte del team di questo account. Chiedi al proprietario di invitarti di nuovo.',
  'errors.notFound': 'Non trovato.',
  'errors.bodyTooLarge': 'La richiesta è troppo grande.',
  'errors.malformedJson': 'Il corpo della richiesta non è un JSON valido.',
  'errors.server': 'Si è verificato un errore da parte nostra. Riprova.',
  'errors.tooManyRequests': 'Troppe richieste. Attendi un momento e riprova.',
  'errors.phoneNotFound': 'Numero di telefono non trovato',
  'errors.codeInvalid': 'Questo codice non è corretto.',
  'errors.codeExpired':
    'Questo codice è scaduto o è stato provato troppe volte. Richiedi un nuovo codice.',
  'errors.resendTooSoon':
    'È appena stato inviato un codice. Attendi qualche secondo prima di richiederne un altro.',
  'errors.tooManyCodeRequests':
    'Sono stati richiesti troppi codici per questo numero. Riprova tra un’ora.',
  'errors.tooManyRecoveryRequests': 'Troppe richieste di recupero. Riprova più tardi.',
  'errors.recoveryLinkInvalid':
    'Questo link di recupero non è valido, è scaduto o è già stato usato. Richiedine uno nuovo.',
  'errors.socialStateInvalid':
    'Questo tentativo di accesso è scaduto o è già stato usato. Ricomincia.',
  'errors.socialRejected':
    'Non è stato possibile verificare la risposta del provider di accesso. Riprova.',
  'errors.socialNotLinked':
    'Nessun account corrisponde a questo accesso. Accedi con e-mail e password, oppure crea un account.',
  'errors.methodUnavailable': 'Questo metodo di accesso non è disponibile.',
  'errors.deliveryFailed': 'Non è stato possibile inviare il messaggio. Riprova tra un momento.',
  'errors.maxUsers': 'Numero massimo di utenti raggiunto: contatta l’amministratore.',
  'errors.invitationInvalid': 'Link di invito non valido: contatta il tuo amministratore.',
  'errors.phoneTaken': 'Questo numero di cellulare ha già un profilo.',
  'errors.imageRejected': 'L’immagine è stata rifiutata.',
  'errors.fieldTooLong': 'Questo valore è troppo lungo.',
  'errors.invalidCharacters': 'Questo valore contiene un carattere non consentito.',
  'errors.passwordWrong': 'La password non è corretta.',
  'errors.currentEmailWrong': 'Questa non è l’e-mail del tuo account.',
  'errors.newEmailTaken': 'Un altro account usa già questa e-mail.',
  'errors.codeTooManyTries':
    'Troppi codici errati: questo codice non funziona più. Richiedine uno nuovo.',
  'errors.tooManyEmailCodes':
    'Sono stati richiesti troppi codici per questo indirizzo. Riprova tra un’ora.',
  'errors.handoffInvalid':
    'Questo link dell’app è scaduto o è già stato usato. Riapri la pagina dall’app.',
} satisfies Record<keyof typeof en, string>;
