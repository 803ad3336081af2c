import type en from './en-us';

export default {
  'account.billingDetails.title': 'Dati di fatturazione',
  'account.billingDetails.edit': 'Modifica i dati di fatturazione',
  'account.billingDetails.none': 'Nessuno',
  'account.billingDetails.company': 'Azienda',
  'account.billingDetails.address': 'Indirizzo di fatturazione',
  'account.billingDetails.vatNumber': 'Partita IVA',
  'account.billingDetails.vat.unverified':
    '(in verifica presso il registro fiscale: l’IVA viene addebitata fino alla conferma)',
  'account.billingDetails.vat.name_mismatch':
    '(registrata con un altro nome di azienda: l’IVA viene addebitata finché non l’abbiamo verificata)',
  'account.billingDetails.billingEmail': 'E-mail di fatturazione',
  'account.billingDetails.poNumber': 'Numero d’ordine d’acquisto',
  'account.billingDetails.tax.reverseCharge':
    'Inversione contabile: la tua azienda assolve l’IVA sulle prossime fatture.',
  'account.billingDetails.saved': 'Dati di fatturazione salvati. Valgono per le prossime fatture.',
  'account.billingDetails.hint':
    'Questi dati compaiono sulle prossime fatture; le fatture già emesse mantengono i propri.',
  'account.billingDetails.line1': 'Indirizzo',
  'account.billingDetails.line2': 'Indirizzo, riga 2 (facoltativo)',
  'account.billingDetails.city': 'Città',
  'account.billingDetails.postalCode': 'CAP',
  'account.billingDetails.country': 'Paese',
  'account.billingDetails.state': 'Stato o provincia',
  'account.billingDetails.vatNumberHint':
    'Facoltativo; solo cifre, senza il prefisso del paese. Verificata presso il registro fiscale.',
  'account.billingDetails.billingEmailHint':
    'Facoltativo: fatture e promemoria di pagamento vengono inviati anche a questo indirizzo (il tuo commercialista, per esempio).',
  'account.billingDetails.poNumberHint': 'Facoltativo: riportato sulle fatture.',
  'account.billingDetails.save': 'Salva',
  'account.billingDetails.cancel': 'Annulla',
} satisfies Record<keyof typeof en, string>;
