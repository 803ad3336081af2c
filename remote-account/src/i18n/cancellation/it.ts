import type en from './en-us';

export default {
  'account.cancellation.open': 'Disdici l’abbonamento',
  'account.cancellation.title': 'Disdire l’abbonamento?',
  'account.cancellation.whatHappens': 'Cosa succede',
  'account.cancellation.access':
    'Tutto continua a funzionare fino al {date}. Dopo non viene addebitato più nulla.',
  'account.cancellation.app': 'L’app dei tuoi agenti si ferma il {date}.',
  'account.cancellation.data':
    'Profili, video e impostazioni sono conservati fino al {date}: riprendi o abbonati di nuovo prima di allora e torna tutto.',
  'account.cancellation.reason': 'Perché disdici?',
  'account.cancellation.reason.too_expensive': 'Costa troppo',
  'account.cancellation.reason.not_using': 'Non lo usiamo abbastanza',
  'account.cancellation.reason.missing_features': 'Manca una funzione che ci serve',
  'account.cancellation.reason.switching': 'Passiamo a un altro servizio',
  'account.cancellation.reason.temporary': 'Ci serve solo una pausa',
  'account.cancellation.reason.other': 'Un altro motivo',
  'account.cancellation.comment': 'Vuoi dirci qualcosa? (facoltativo)',
  'account.cancellation.keep': 'Mantieni l’abbonamento',
  'account.cancellation.confirm': 'Disdici l’abbonamento',
  'account.cancellation.confirming': 'Disdetta in corso…',
  'account.cancellation.offer.title': 'Prima di andare',
  'account.cancellation.offer.percentOnce': '{percent}% di sconto sul prossimo rinnovo.',
  'account.cancellation.offer.percentForever': '{percent}% di sconto su ogni rinnovo.',
  'account.cancellation.offer.percentMonths':
    '{percent}% di sconto sui rinnovi {months, plural, one {del prossimo mese} other {dei prossimi # mesi}}.',
  'account.cancellation.offer.amountOnce': '{amount} di sconto sul prossimo rinnovo.',
  'account.cancellation.offer.amountForever': '{amount} di sconto su ogni rinnovo.',
  'account.cancellation.offer.amountMonths':
    '{amount} di sconto sui rinnovi {months, plural, one {del prossimo mese} other {dei prossimi # mesi}}.',
  'account.cancellation.offer.accept': 'Accetta l’offerta e resta',
  'account.cancellation.offer.taken':
    'Offerta applicata: il tuo abbonamento continua con lo sconto.',
  'account.cancellation.endsOn': 'Termina il {date}',
  'account.cancellation.endsOnHint':
    'Hai disdetto questo abbonamento. Tutto funziona fino a quella data; riprendilo perché continui a rinnovarsi.',
  'account.cancellation.resume': 'Riprendi',
  'account.cancellation.resuming': 'Ripresa in corso…',
  'account.cancellation.resumed':
    'Il tuo abbonamento si rinnova di nuovo. Non è stato addebitato nulla.',
} satisfies Record<keyof typeof en, string>;
