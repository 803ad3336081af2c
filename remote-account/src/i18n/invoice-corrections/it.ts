import type en from './en-us';

export default {
  'account.corrections.open': 'Correggi la mia ultima fattura',
  'account.corrections.hint':
    'Hai cambiato ragione sociale, indirizzo o partita IVA? Correggi la fattura {number} con i dati di fatturazione attuali.',
  'account.corrections.title': 'Correggi la fattura {number}',
  'account.corrections.what':
    'Una nota di credito annullerà integralmente la fattura {number} del {date} ({amount}) e verrà emessa una fattura rettificata con le stesse righe e gli stessi importi e i dati di fatturazione attuali. Non viene addebitato altro.',
  'account.corrections.details': 'La fattura rettificata riporterà:',
  'account.corrections.vatNumber': 'Partita IVA: {vatNumber}',
  'account.corrections.poNumber': 'Ordine d’acquisto: {poNumber}',
  'account.corrections.detailsUnavailable':
    'Non è stato possibile caricare i dati di fatturazione attuali; la fattura rettificata li riprende come sono salvati.',
  'account.corrections.editDetails': 'Modifica prima i dati di fatturazione',
  'account.corrections.reverseCharge':
    'Se con la tua partita IVA l’acquisto è ora in inversione contabile, la fattura rettificata è senza IVA e l’IVA pagata viene accreditata sul tuo saldo per le prossime fatture.',
  'account.corrections.mailed':
    'Entrambi i documenti vengono inviati per e-mail a te, al tuo indirizzo di fatturazione e ai tuoi contatti di fatturazione, e si possono scaricare da questo elenco. Ogni fattura si può correggere una sola volta.',
  'account.corrections.cancel': 'Lascia la fattura com’è',
  'account.corrections.confirm': 'Emetti la nota di credito e la fattura rettificata',
  'account.corrections.done':
    'La nota di credito {creditNote} e la fattura rettificata {invoice} sono state emesse e inviate per e-mail.',
  'account.corrections.kind.creditNote': 'Nota di credito',
  'account.corrections.credited': 'Stornata',
  'account.corrections.creditsInvoice': 'Annulla {number}',
  'account.corrections.replacesInvoice': 'Sostituisce {number}',
} satisfies Record<keyof typeof en, string>;
