import type en from './en-us';
export default {
  'account.billing.title': 'Abrechnung',
  'account.billing.subscription': 'Abonnement',
  'account.billing.status': 'Status',
  'account.billing.provider': 'Zahlungsanbieter',
  'account.billing.users': 'Enthaltene Benutzer',
  'account.billing.usersValue': '{count, plural, one {# Benutzer} other {# Benutzer}}',
  'account.billing.graceExpires': 'Ende der Kulanzfrist',
  'account.provider.local': 'Integrierte Abrechnung',
  'account.provider.stripe': 'Stripe',
  'account.settings.title': 'Einstellungen',
  'account.settings.email': 'Angemeldete E-Mail',
  'account.billing.editSubscription': 'Abonnement bearbeiten',
  'account.billing.changePayment': 'Zahlungsdaten ändern',
  'account.billing.receiveInvoices': 'Rechnungen per E-Mail erhalten',
  'account.billing.receiveInvoicesHint':
    'Jede neue Rechnung wird als PDF an die E-Mail-Adresse des Kontos gesendet.',
  'account.billing.receiveInvoicesFailed':
    'Die Einstellung für Rechnungen per E-Mail konnte nicht gespeichert werden. Bitte erneut versuchen.',
  'account.invoices.title': 'Rechnungen',
  'account.invoices.empty': 'Noch keine Rechnungen',
  'account.invoices.date': 'Datum',
  'account.invoices.number': 'Nummer',
  'account.invoices.amount': 'Betrag',
  'account.invoices.status': 'Status',
  'account.invoices.status.paid': 'Bezahlt',
  'account.invoices.status.open': 'Offen',
  'account.invoices.status.void': 'Storniert',
  'account.invoices.download': 'Herunterladen',
  'account.invoices.downloadNumber': 'Rechnung {number} herunterladen (PDF)',
  'account.invoices.downloadFailed':
    'Die Rechnung konnte nicht heruntergeladen werden. Bitte erneut versuchen.',
} satisfies Record<keyof typeof en, string>;
