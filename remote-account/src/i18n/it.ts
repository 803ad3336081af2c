import type en from './en-us';
export default {
  'account.billing.title': 'Fatturazione',
  'account.billing.subscription': 'Abbonamento',
  'account.billing.status': 'Stato',
  'account.billing.provider': 'Fornitore dei pagamenti',
  'account.billing.users': 'Utenti inclusi',
  'account.billing.usersValue': '{count, plural, one {# utente} other {# utenti}}',
  'account.billing.graceExpires': 'Fine del periodo di tolleranza',
  'account.billing.invoices': 'Fatture via e-mail',
  'account.billing.invoicesOn': 'Attivo',
  'account.billing.invoicesOff': 'Disattivato',
  'account.provider.local': 'Fatturazione integrata',
  'account.provider.stripe': 'Stripe',
  'account.settings.title': 'Impostazioni',
  'account.settings.email': 'E-mail di accesso',
} satisfies Record<keyof typeof en, string>;
