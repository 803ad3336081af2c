import type en from './en-us';

export default {
  'validation.country.required': 'Scegli un paese.',
  'validation.currency.required': 'Valuta obbligatoria.',
  'validation.interval.required': 'Scegli mensile o annuale.',
  'validation.edition.required': 'Scegli il tipo di abbonamento.',
  'validation.users.min': 'Inserisci un numero di utenti maggiore di 0.',
  'validation.users.whole': 'Inserisci un numero intero di utenti.',
  'validation.users.max': 'Per più di 10.000 utenti, contattaci.',
  'validation.vat.digits': 'La partita IVA deve avere da 9 a 12 cifre.',
  'validation.address.required': "L'indirizzo è obbligatorio.",
  'validation.city.required': 'La città è obbligatoria.',
  'validation.postalCode.required': 'Il codice postale è obbligatorio.',
  'validation.state.required': 'Scegli lo stato o la provincia.',
  'validation.state.unknown': 'Scegli uno stato o una provincia dall’elenco.',
  'validation.card.name': 'Inserisci il nome riportato sulla carta.',
  'validation.card.incomplete': 'Dati della carta incompleti.',
  'validation.card.numberInvalid': 'Questo numero di carta non è valido: controllalo.',
  'validation.card.expiryInvalid': 'Inserisci la scadenza nel formato MM/AA.',
  'validation.card.expired': 'Questa carta è scaduta.',
  'validation.terms.required': 'Accetta i termini e le condizioni.',
  'payments.coupon.wrong': 'Coupon errato.',
  'payments.coupon.currency': 'Questo coupon è in un’altra valuta: scegli {currency} per usarlo.',
  'payments.coupon.yearly': 'Questo coupon non è utilizzabile per il piano annuale.',
  'payments.coupon.plan': 'Questo coupon non è utilizzabile per il piano scelto.',
  'payments.coupon.tooLarge': 'Lo sconto è superiore al prezzo del piano.',
  'payments.vat.notFound': "Partita IVA non trovata nella banca dati dell'amministrazione fiscale.",
  'payments.refused':
    'Pagamento rifiutato (controlla i dati della carta o prova con un’altra carta).',
  'payments.declined': 'Pagamento negato (contatta l’emittente della carta).',
  'payments.error': 'Errore di pagamento, riprova.',
  'payments.notSupported': 'Carta non supportata, provane un’altra.',
  'payments.accountExists':
    'Questa e-mail ha già un account a pagamento. Accedi e gestisci l’abbonamento in Fatturazione.',
  'payments.idempotencyKeyRequired': "Manca l'intestazione Idempotency-Key.",
  'payments.idempotencyKeyReused':
    'Questa Idempotency-Key è già stata usata per un altro acquisto.',
  'payments.cardUnknown': 'Questa carta non è più disponibile: inseriscila di nuovo.',
  'payments.inProgress': 'Questo pagamento è ancora in elaborazione. Ricontrolla tra un momento.',
  'payments.unavailable': 'I pagamenti non sono disponibili al momento. Riprova più tardi.',
  'payments.claim.otherEmail':
    'Questo abbonamento è stato acquistato con {email}: l’account che lo prende in carico deve usare quell’e-mail.',
} satisfies Record<keyof typeof en, string>;
