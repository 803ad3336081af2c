import type en from './en-us';
/** Sample texts of the UI kit's page, in the words the portal's screens use. */
export default {
  'kit.auth.field.email': 'E-Mail',
  'kit.auth.field.firstName': 'Vorname',
  'kit.auth.field.industry': 'Branche',
  'kit.auth.field.password': 'Passwort',
  'kit.auth.field.phone': 'Telefon',
  'kit.auth.field.phoneHint':
    'Internationales Format, beginnend mit +, zum Beispiel +49 30 1234567',
  'kit.auth.login.forgot': 'Passwort vergessen?',
  'kit.auth.login.submit': 'Anmelden',
  'kit.auth.login.submitting': 'Anmeldung läuft…',
  'kit.auth.login.subscribe': 'Abonnieren',
  'kit.auth.origin.auto': 'Automobil',
  'kit.auth.origin.realty': 'Immobilien',
  'kit.checkout.step.details': 'Kundendaten und Rechnungsadresse',
  'kit.checkout.step.options': 'Kaufoptionen',
  'kit.checkout.step.payment': 'Kartenzahlung',
  'kit.checkout.steps': 'Schritte der Bestellung',
  'kit.profiles.list.empty': 'Noch keine Benutzerprofile',
} satisfies Record<keyof typeof en, string>;
