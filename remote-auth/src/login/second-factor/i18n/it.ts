import type en from './en-us';

export default {
  'auth.secondFactor.title': 'Conferma che sei tu',
  'auth.secondFactor.introTotp':
    'Inserisci il codice di 6 cifre che la tua app di autenticazione mostra ora.',
  'auth.secondFactor.introRecovery':
    'Inserisci uno dei codici di recupero salvati quando hai configurato il secondo fattore. Ogni codice vale una volta.',
  'auth.secondFactor.introPasskey': 'Conferma con la tua passkey per completare l’accesso.',
  'auth.secondFactor.codeLabel': 'Codice dell’app di autenticazione',
  'auth.secondFactor.recoveryLabel': 'Codice di recupero',
  'auth.secondFactor.recoveryHint': 'Dieci lettere e cifre, per esempio abcde-12345',
  'auth.secondFactor.submit': 'Continua',
  'auth.secondFactor.submitting': 'Verifica in corso…',
  'auth.secondFactor.attemptsLeft':
    '{count, plural, one {Resta # tentativo.} other {Restano # tentativi.}}',
  'auth.secondFactor.useRecovery': 'Usa invece un codice di recupero',
  'auth.secondFactor.useApp': 'Usa invece l’app di autenticazione',
  'auth.secondFactor.lost': 'Non hai più accesso al secondo fattore?',
  'auth.secondFactor.lostTitle': 'Controlla la tua e-mail',
  'auth.secondFactor.lostSent':
    'Abbiamo inviato un link di recupero all’indirizzo e-mail con cui accedi.',
  'auth.secondFactor.lostNext':
    'Aprilo per confermare: dopo un periodo di attesa, durante il quale il proprietario dell’account viene avvisato, il secondo fattore viene rimosso e puoi accedere con la sola password, poi configurarne uno nuovo.',
  'auth.secondFactor.backToLogin': 'Torna all’accesso',
} satisfies Record<keyof typeof en, string>;
