import type en from './en-us';
export default {
  'checkout.title': 'Property Video abonnieren',
  'checkout.intro': 'Das Abonnement erfolgt in drei Schritten:',
  'checkout.steps': 'Schritte der Bestellung',
  'checkout.step.options': 'Kaufoptionen',
  'checkout.step.details': 'Kundendaten und Rechnungsadresse',
  'checkout.step.payment': 'Kartenzahlung',
  'checkout.unavailable':
    'Die Online-Zahlung ist noch nicht freigeschaltet. Um jetzt zu abonnieren, schreiben Sie an {email}.',
  'checkout.haveAccount': 'Bereits Kunde?',
  'checkout.logIn': 'Anmelden',
} satisfies Record<keyof typeof en, string>;
