import billing from './billing/it';
import activity from './activity/it';
import importImage from './import/it';
import type en from './en-us';
import sessions from './sessions/it';
import billingDetails from './billing-details/it';
import invoiceCorrections from './invoice-corrections/it';
import cancellation from './cancellation/it';
import dataExport from './data-export/it';
import accountDeletion from './account-deletion/it';
export default {
  'delivery.sms.loginCode':
    'Il tuo codice Property Video è {code}. Scade tra 10 minuti. Non condividerlo mai.',
  'delivery.sms.phoneProofCode':
    'Property Video: {code} è il tuo codice per verificare questo numero e accedere con esso al tuo account. Scade tra 10 minuti. Non condividerlo mai.',
  'delivery.mail.greeting': 'Ciao {name},',
  'delivery.mail.signature': 'Il team di Property Video',
  'delivery.mail.recovery.subject': 'Imposta una nuova password per il tuo account Property Video',
  'delivery.mail.recovery.body':
    'Qualcuno ha chiesto di impostare una nuova password per l’account del Portale Clienti di questo indirizzo. Il link qui sotto è valido per 60 minuti e funziona una sola volta.',
  'delivery.mail.recovery.action': 'Imposta una nuova password',
  'delivery.mail.recovery.ignore':
    'Se non l’hai chiesto tu, ignora questa e-mail: la tua password resta invariata.',
  'delivery.mail.passwordChanged.subject':
    'La password del tuo account Property Video è stata modificata',
  'delivery.mail.passwordChanged.body':
    'La password del tuo account del Portale Clienti è appena stata modificata e tutte le altre sessioni sono state chiuse.',
  'delivery.mail.passwordChanged.notYou':
    'Se non sei stato tu, imposta subito una nuova password dalla pagina di accesso e scrivi a {support}.',
  'delivery.notice.recoverySent':
    'Se un account usa questo indirizzo, gli abbiamo inviato un link per impostare una nuova password. Il link è valido per 60 minuti.',
  'delivery.notice.passwordReset': 'La tua password è stata modificata. Accedi con quella nuova.',
  'delivery.mail.emailCode.subject': 'Il tuo codice per confermare la nuova e-mail: {code}',
  'delivery.mail.emailCode.body':
    'Inserisci questo codice nel Portale Clienti per rendere questo indirizzo l’e-mail di accesso del tuo account Property Video: {code}. Scade tra 10 minuti. Non condividerlo mai.',
  'delivery.mail.emailCode.ignore':
    'Se non l’hai richiesto tu, ignora questa e-mail: non cambia nulla.',
  'delivery.mail.emailChanged.subject': 'L’e-mail del tuo account Property Video è stata cambiata',
  'delivery.mail.emailChanged.body':
    'L’e-mail di accesso del tuo account del Portale Clienti è appena passata da questo indirizzo a {newEmail}. I messaggi sull’account ora vanno al nuovo indirizzo.',
  'delivery.mail.emailChanged.notYou': 'Se non sei stato tu, scrivi subito a {support}.',
  'delivery.notice.passwordChanged':
    'La tua password è stata cambiata. Tutte le altre sessioni sono state chiuse.',
  'delivery.sms.appLink':
    'Property Video: la tua azienda ha configurato l’app per te. Installala dall’App Store ({appStore}) o da Google Play ({googlePlay}), poi accedi con questo numero: {phone}.',
  'delivery.error.appDeactivated':
    'Il tuo accesso all’app è terminato: l’abbonamento della tua azienda non è più attivo. Contatta il tuo amministratore.',
  'delivery.error.appProfileDeleted':
    'Il tuo profilo è stato eliminato dalla tua azienda: questa app non può più usarlo. Contatta il tuo amministratore.',
  'delivery.error.appLinkTooSoon':
    'Il link dell’app è appena stato inviato a questo utente. Attendi 10 minuti prima di inviarlo di nuovo.',
  'delivery.error.appLinkTooMany':
    'Questo account può inviare {allowance} link dell’app al giorno; ne restano {left} per ora. Non è stato inviato nulla: seleziona meno utenti o riprova più tardi.',
  'delivery.error.selectionChanged':
    'La selezione ora comprende {found} utenti, non i {count} che hai confermato: non è stato fatto nulla. Controlla l’elenco e riprova.',
  'delivery.error.tooManyCodesFromAddress':
    'Sono stati richiesti troppi codici dalla tua connessione. Riprova più tardi.',
  'delivery.error.tooManyTextsToNumber':
    'Sono stati inviati troppi messaggi a questo numero. Riprova più tardi.',
  'delivery.error.tooManyTextsFromAccount':
    'Sono stati inviati troppi SMS per questo account. Riprova più tardi.',
  'delivery.error.tooManyVatChecks':
    'Sono stati verificati troppi numeri di partita IVA dalla tua connessione. Riprova più tardi.',
  'delivery.error.appChooseProfile':
    'Questo numero è registrato presso più di un’azienda. Scegli l’azienda con cui accedere.',
  'delivery.error.phoneAmbiguous':
    'Questo numero è presente su più account, quindi non può farti accedere. Accedi con la tua e-mail, poi verifica il numero nelle Impostazioni dell’account che deve aprire.',
  'delivery.error.phoneProvenElsewhere':
    'Un altro account ha già verificato questo numero. Un numero consente l’accesso a un solo account.',
  'delivery.error.recoveryLinkUsed':
    'Questo link per la password è già stato usato: ogni link funziona una sola volta. Chiedine uno nuovo se devi ancora cambiare la password.',
  'delivery.error.recoveryLinkExpired':
    'Questo link per la password è scaduto: i link valgono 60 minuti. Chiedine uno nuovo.',
  'delivery.error.claimInvalid':
    'Questo link al tuo abbonamento non è più valido: è già stato usato, è scaduto o è incompleto. Accedi se hai già preso in carico l’abbonamento, oppure contatta l’assistenza.',
  'delivery.error.uploadNotAllowed':
    'Per caricare immagini serve un abbonamento con profili. Scegli un piano, poi aggiungi il tuo logo e la tua foto.',
  'delivery.error.uploadQuota':
    'Hai già {maxFiles} immagini (o {maxMb} MB) che nessun profilo usa ancora. Usale in un profilo o carica di nuovo domani: le immagini inutilizzate vengono eliminate dopo un giorno.',
  'delivery.error.bodyTooDeep': 'Il corpo della richiesta ha troppi livelli di annidamento.',
  // Importing agents from a spreadsheet (issue 36 §2): refusals and failed rows' reasons.
  'delivery.error.importTooLarge':
    'Il file supera i 5 MB. Dividilo in file più piccoli e importali uno alla volta.',
  'delivery.error.importTooManyRows':
    'Il file ha più di {max} righe. Dividilo in file più piccoli e importali uno alla volta.',
  'delivery.error.importUnreadable':
    'Impossibile leggere questo file: carica un file CSV o Excel (.xlsx) la cui prima riga contenga le intestazioni delle colonne.',
  'delivery.error.importApplied':
    'Questa importazione è già stata applicata: non può più essere modificata.',
  'delivery.error.seatsExceeded':
    '{count} nuovi utenti non rientrano nei {free} posti liberi del tuo piano. Aggiungi utenti al piano o togli delle righe, poi riprova.',
  'delivery.import.reason': 'Motivo',
  'delivery.import.duplicate':
    'Stesso telefono di accesso della riga {line}: viene importata solo quella riga.',
  'delivery.import.noSeat': 'Non restava alcun posto libero per questo utente.',
  ...billing,
  ...importImage,
  ...activity,
  ...sessions,
  ...billingDetails,
  ...invoiceCorrections,
  ...cancellation,
  ...dataExport,
  ...accountDeletion,
} satisfies Record<keyof typeof en, string>;
