import type en from './en-us';

export default {
  'account.secondFactor.title': 'Secondo fattore',
  'account.secondFactor.intro':
    'Dopo la password, un codice di un’app di autenticazione sul tuo telefono conferma che sei tu: una password rubata non basta più ad aprire il tuo account.',
  'account.secondFactor.required':
    'Il proprietario del tuo account richiede un secondo fattore: configurane uno per continuare.',
  'account.secondFactor.on':
    'Attivo: la tua app di autenticazione conferma i tuoi accessi (dal {date}). {count, plural, =0 {Nessun codice di recupero rimasto: creane di nuovi.} one {Resta # codice di recupero.} other {Restano # codici di recupero.}}',
  'account.secondFactor.off': 'Disattivato: accedi con la sola password.',
  'account.secondFactor.offPasskeys':
    'Le tue passkey confermano i tuoi accessi. Un’app di autenticazione funziona anche dove non si può usare una passkey.',
  'account.secondFactor.setUp': 'Configura un’app di autenticazione',
  'account.secondFactor.setupTitle': 'Configura la tua app di autenticazione',
  'account.secondFactor.scan':
    'Scansiona questo codice QR con la tua app di autenticazione (Google Authenticator, Microsoft Authenticator, 1Password…).',
  'account.secondFactor.qrAlt': 'Codice QR da scansionare con la tua app di autenticazione',
  'account.secondFactor.secretIntro':
    'Non riesci a scansionarlo? Aggiungi un account a mano nell’app, con questa chiave:',
  'account.secondFactor.copySecret': 'Copia la chiave',
  'account.secondFactor.codeLabel': 'Codice dell’app di autenticazione',
  'account.secondFactor.turnOn': 'Attiva',
  'account.secondFactor.codesTitle': 'I tuoi codici di recupero',
  'account.secondFactor.codesIntro':
    'Conservali in un luogo sicuro: ognuno ti fa accedere una volta se perdi il telefono. Vengono mostrati solo ora.',
  'account.secondFactor.codesFileTitle':
    'Codici di recupero Property Video (ognuno vale una volta)',
  'account.secondFactor.download': 'Scarica',
  'account.secondFactor.saved': 'Li ho salvati',
  'account.secondFactor.newCodes': 'Crea nuovi codici di recupero',
  'account.secondFactor.newCodesTitle': 'Creare nuovi codici di recupero?',
  'account.secondFactor.newCodesMessage':
    'I tuoi codici di recupero attuali smetteranno di funzionare. Quelli nuovi vengono mostrati una sola volta.',
  'account.secondFactor.turnOff': 'Disattiva',
  'account.secondFactor.turnOffTitle': 'Disattivare l’app di autenticazione?',
  'account.secondFactor.turnOffMessage':
    'Inserisci un codice dell’app per confermare. I tuoi codici di recupero smettono di funzionare insieme a essa.',
  'account.secondFactor.policyTitle': 'Secondo fattore per il tuo team',
  'account.secondFactor.policyLegend': 'Chi deve usare un secondo fattore',
  'account.secondFactor.policyHint':
    'Un membro che deve usarlo e non ne ha uno viene portato a configurarlo al prossimo accesso, prima di qualsiasi altra cosa nel portale.',
  'account.secondFactor.policy.off': 'Nessuno è obbligato',
  'account.secondFactor.policy.billing':
    'Chi gestisce la fatturazione (tu e i membri Fatturazione)',
  'account.secondFactor.policy.everyone': 'Tutti nell’account',
  'account.secondFactor.policySave': 'Salva',
  'account.secondFactor.policySaved': 'Regola del secondo fattore salvata.',
  'account.secondFactor.setupPageTitle': 'Configura un secondo fattore',
  'account.secondFactor.setupPageIntro':
    'Il proprietario del tuo account richiede un secondo fattore per usare il portale. Configura un’app di autenticazione o una passkey: il portale si apre appena hai finito.',
} satisfies Record<keyof typeof en, string>;
