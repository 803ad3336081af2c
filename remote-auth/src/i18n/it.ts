import type en from './en-us';
export default {
  'auth.login.intro': 'Gestisci utenti, fatturazione e impostazioni.',
  'auth.login.submit': 'Accedi',
  'auth.login.submitting': 'Accesso in corso…',
  'auth.login.forgot': 'Password dimenticata?',
  'auth.login.noAccount': 'Nuovo su Property Video?',
  'auth.login.createAccount': 'Crea un account',
  'auth.login.subscribe': 'Abbonati',
  'auth.field.email': 'E-mail',
  'auth.field.password': 'Password',
  'auth.field.firstName': 'Nome',
  'auth.field.lastName': 'Cognome',
  'auth.field.phone': 'Telefono',
  'auth.field.phoneHint': 'Formato internazionale che inizia con +, ad esempio +39 312 345 6789',
  'auth.field.confirmPassword': 'Conferma password',
  'auth.field.industry': 'Settore',
  'auth.field.company': 'Azienda',
  'auth.origin.realty': 'Immobiliare',
  'auth.origin.auto': 'Automobilistico',
  'auth.createAccount.title': 'Crea un account',
  'auth.createAccount.intro':
    'Il tuo account apre il Portale Clienti non appena vi è collegato un abbonamento a pagamento.',
  'auth.createAccount.submit': 'Crea account',
  'auth.createAccount.submitting': 'Creazione dell’account…',
  'auth.createAccount.haveAccount': 'Hai già un account?',
  'auth.createAccount.logIn': 'Accedi',
  'auth.createAccount.createdLoginFailed':
    'Il tuo account è stato creato, ma l’accesso automatico non è riuscito: {message}',
  'auth.createAccount.claimed':
    'Il tuo abbonamento per {users, plural, one {# utente} other {# utenti}} è pagato. Scegli una password per aprire il tuo account.',
  'auth.createAccount.claimExists':
    'Esiste già un account con {email}. Accedi a quell’account per aggiungervi il tuo abbonamento per {users, plural, one {# utente} other {# utenti}}.',
  'auth.createAccount.claimForgot':
    'Se non conosci la sua password, impostane una nuova con «Password dimenticata?», poi riapri questo link.',
  'auth.createAccount.claimSignIn': 'Accedi per aggiungere l’abbonamento',
  'auth.forgot.title': 'Password dimenticata?',
  'auth.recover.title': 'Imposta una nuova password',
  'auth.backToLogin': "Torna all'accesso",
  'auth.signedIn.title': 'Hai effettuato l’accesso',
  'auth.signedIn.as': 'Accesso effettuato come {email}',
  'auth.signedIn.logout': 'Esci',
  'auth.login.methods': 'Metodo di accesso',
  'auth.login.tabEmail': 'Con password',
  'auth.login.tabPhone': 'Telefono',
  'auth.login.or': 'oppure',
  'auth.login.passwordReset': 'La tua password è stata modificata. Accedi con quella nuova.',
  'auth.login.claim':
    'Accedi con la tua e-mail e la tua password per aggiungere l’abbonamento pagato al tuo account.',
  'auth.social.google': 'Continua con Google',
  'auth.social.apple': 'Continua con Apple',
  'auth.social.error': 'Errore durante l’avvio dell’accesso con {provider}',
  'auth.social.signingIn': 'Accesso in corso…',
  'auth.phone.field': 'Numero di cellulare',
  'auth.phone.hint': 'Formato internazionale che inizia con +, per esempio +39 312 345 6789',
  'auth.phone.channel': 'Invia il codice tramite',
  'auth.phone.channelSms': 'SMS',
  'auth.phone.channelWhatsapp': 'WhatsApp',
  'auth.phone.send': 'Invia il codice',
  'auth.phone.sending': 'Invio…',
  'auth.phone.codeTitle': 'Inserisci il codice',
  'auth.phone.sentSms':
    'Abbiamo inviato un codice di 6 cifre via SMS al {phone}. È valido per 10 minuti.',
  'auth.phone.sentWhatsapp':
    'Abbiamo inviato un codice di 6 cifre su WhatsApp al {phone}. È valido per 10 minuti.',
  'auth.phone.submit': 'Accedi',
  'auth.phone.submitting': 'Accesso…',
  'auth.phone.attemptsLeft': '{count, plural, one {resta # tentativo} other {restano # tentativi}}',
  'auth.phone.lastTry': 'Ultimo tentativo: controlla il codice, poi premi «Accedi».',
  'auth.phone.changeNumber': 'Usa un altro numero',
  'auth.notAllowed.next':
    'Per aprire il portale, abbonati con questa e-mail oppure contatta l’assistenza.',
  'auth.notAllowed.subscribe': 'Abbonati con questa e-mail',
  'auth.notAllowed.contact': 'Contatta l’assistenza',
  'auth.forgot.intro':
    'Inserisci l’e-mail del tuo account: ti invieremo un link per impostare una nuova password.',
  'auth.forgot.submit': 'Invia il link',
  'auth.forgot.submitting': 'Invio…',
  'auth.recover.intro':
    'Scegli una nuova password. Tutte le sessioni del tuo account verranno chiuse.',
  'auth.recover.password': 'Nuova password',
  'auth.recover.confirm': 'Ripeti la nuova password',
  'auth.recover.submit': 'Imposta la nuova password',
  'auth.recover.submitting': 'Salvataggio…',
  'auth.recover.noToken':
    'Questa pagina si apre dal link dell’e-mail di recupero. Richiedi un nuovo link se il tuo non funziona più.',
  'auth.recover.askAgain': 'Richiedi un nuovo link',
  // Passkeys (issue 38): the login page and the second-factor step.
  'auth.passkey.signIn': 'Accedi con una passkey',
  'auth.passkey.signingIn': 'Accesso con la tua passkey…',
  'auth.passkey.unavailable':
    'Le passkey non sono disponibili in questo browser o in questa app: usa la tua e-mail, il telefono o un altro metodo.',
  'auth.passkey.cancelled':
    'Nessuna passkey è stata usata (la richiesta è stata annullata o è scaduta). Riprova o usa un altro metodo.',
  'auth.passkey.useForFactor': 'Usa una passkey',
  'auth.passkey.checking': 'Verifica della tua passkey…',
  // The owner's sign-in to an account being deleted (issue 39): the undo.
  'auth.restore.title': 'Questo account è in fase di eliminazione',
  'auth.restore.text':
    'I suoi dati saranno cancellati il {date}. Ripristinalo per usarlo di nuovo; l’abbonamento resta annullato.',
  'auth.restore.submit': 'Ripristina il mio account',
  'auth.restore.submitting': 'Ripristino…',
  'auth.restore.back': 'Torna all’accesso',
} satisfies Record<keyof typeof en, string>;
