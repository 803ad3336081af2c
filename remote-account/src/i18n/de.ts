import type en from './en-us';
export default {
  'account.billing.title': 'Abrechnung',
  'account.billing.subscription': 'Abonnement',
  'account.billing.status': 'Status',
  'account.billing.provider': 'Zahlungsanbieter',
  'account.billing.users': 'Enthaltene Benutzer',
  'account.billing.usersValue': '{count, plural, one {# Benutzer} other {# Benutzer}}',
  'account.billing.graceExpires': 'Ende der Kulanzfrist',
  'account.billing.invoices': 'Rechnungen per E-Mail',
  'account.billing.invoicesOn': 'Ein',
  'account.billing.invoicesOff': 'Aus',
  'account.provider.local': 'Integrierte Abrechnung',
  'account.provider.stripe': 'Stripe',
  'account.settings.title': 'Einstellungen',
  'account.settings.email': 'Angemeldete E-Mail',
} satisfies Record<keyof typeof en, string>;
