import type en from './en-us';
/** Sample texts of the UI kit's page, in the words the portal's screens use. */
export default {
  'kit.auth.field.email': 'E-mail',
  'kit.auth.field.firstName': 'Nome',
  'kit.auth.field.industry': 'Settore',
  'kit.auth.field.password': 'Password',
  'kit.auth.field.phone': 'Telefono',
  'kit.auth.field.phoneHint':
    'Formato internazionale che inizia con +, ad esempio +39 312 345 6789',
  'kit.auth.login.forgot': 'Password dimenticata?',
  'kit.auth.login.submit': 'Accedi',
  'kit.auth.login.submitting': 'Accesso in corso…',
  'kit.auth.login.subscribe': 'Abbonati',
  'kit.auth.origin.auto': 'Automobilistico',
  'kit.auth.origin.realty': 'Immobiliare',
  'kit.checkout.step.details': 'Dati del cliente e indirizzo di fatturazione',
  'kit.checkout.step.options': "Opzioni d'acquisto",
  'kit.checkout.step.payment': 'Pagamento con carta',
  'kit.checkout.steps': "Passaggi dell'acquisto",
  'kit.profiles.list.empty': 'Ancora nessun profilo utente',
} satisfies Record<keyof typeof en, string>;
