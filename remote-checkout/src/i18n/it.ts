import type en from './en-us';
export default {
  'checkout.title': 'Abbonati a Property Video',
  'checkout.intro': "L'abbonamento richiede tre passaggi:",
  'checkout.steps': "Passaggi dell'acquisto",
  'checkout.step.options': "Opzioni d'acquisto",
  'checkout.step.details': 'Dati del cliente e indirizzo di fatturazione',
  'checkout.step.payment': 'Pagamento con carta',
  'checkout.unavailable':
    'Il pagamento online non è ancora disponibile. Per abbonarti subito, scrivi a {email}.',
  'checkout.haveAccount': 'Sei già cliente?',
  'checkout.logIn': 'Accedi',
} satisfies Record<keyof typeof en, string>;
