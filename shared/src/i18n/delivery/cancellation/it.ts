import type en from './en-us';

export default {
  'delivery.cancellation.canceled.subject': 'Il tuo abbonamento Property Video termina il {date}',
  'delivery.cancellation.canceled.body':
    '{who} ha disdetto l’abbonamento. Non verrà rinnovato e non verrà addebitato altro.',
  'delivery.cancellation.canceled.access':
    'Il Portale Clienti e l’app dei tuoi agenti funzionano fino al {date}; poi l’app si ferma. Profili, video e impostazioni sono conservati fino al {keptUntil}.',
  'delivery.cancellation.canceled.resume':
    'Hai cambiato idea? Riprendilo prima del {date} dalla scheda Fatturazione: nulla viene addebitato prima del solito rinnovo.',
  'delivery.cancellation.resumed.subject':
    'Il tuo abbonamento Property Video verrà di nuovo rinnovato',
  'delivery.cancellation.resumed.body':
    '{who} ha ripreso l’abbonamento: non cambia nulla per il tuo team e i tuoi agenti, e oggi non è stato addebitato nulla. Si rinnova il {date}, come prima.',
  'delivery.cancellation.action': 'Apri la scheda Fatturazione',
  'delivery.cancellation.error.notCancellable':
    'Questo abbonamento non può essere disdetto ora: non è attivo o ha già una data di fine.',
  'delivery.cancellation.error.notResumable':
    'Questo abbonamento non può essere ripreso: non è disdetto o è già terminato.',
  'delivery.cancellation.error.offerUnavailable': 'Questa offerta non è più disponibile.',
} satisfies Record<keyof typeof en, string>;
