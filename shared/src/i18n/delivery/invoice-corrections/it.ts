import type en from './en-us';

export default {
  'delivery.corrections.error.notLast': 'Si può correggere solo l’ultima fattura pagata.',
  'delivery.corrections.error.alreadyCorrected':
    'Questa fattura è già stata corretta: ogni fattura si corregge una sola volta.',
  'delivery.corrections.error.provider':
    'Le fatture addebitate tramite Stripe sono corrette dal nostro team: scrivi a {support} indicando il numero della fattura.',
  'delivery.corrections.mail.subject':
    'Nota di credito {creditNote} e fattura rettificata {invoice}',
  'delivery.corrections.mail.body':
    'Come richiesto, la fattura {original} è annullata dalla nota di credito {creditNote} e sostituita dalla fattura {invoice}, con i dati di fatturazione attuali. Gli importi restano invariati e non viene addebitato altro. In allegato trovi entrambe.',
  'delivery.corrections.mail.credited':
    'Con la tua partita IVA, la fattura rettificata è senza IVA (inversione contabile): i {amount} di IVA pagati sono accreditati sul tuo saldo e scalati dalle prossime fatture.',
  'delivery.corrections.pdf.title': 'Nota di credito',
  'delivery.corrections.pdf.number': 'Numero nota di credito',
  'delivery.corrections.pdf.credits': 'Fattura stornata',
  'delivery.corrections.pdf.note':
    'Questa nota di credito annulla integralmente la fattura {invoice}.',
  'delivery.corrections.pdf.replaces':
    'Fattura rettificata: sostituisce la fattura {invoice}, annullata dalla nota di credito {creditNote}. Non è dovuto altro.',
  'delivery.corrections.pdf.poNumber': 'Ordine d’acquisto',
} satisfies Record<keyof typeof en, string>;
