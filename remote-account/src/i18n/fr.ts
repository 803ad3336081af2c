import type en from './en-us';
export default {
  'account.billing.title': 'Facturation',
  'account.billing.subscription': 'Abonnement',
  'account.billing.status': 'Statut',
  'account.billing.provider': 'Prestataire de paiement',
  'account.billing.users': 'Utilisateurs inclus',
  'account.billing.usersValue': '{count, plural, one {# utilisateur} other {# utilisateurs}}',
  'account.billing.graceExpires': 'Fin de la période de grâce',
  'account.billing.invoices': 'Factures par e-mail',
  'account.billing.invoicesOn': 'Activé',
  'account.billing.invoicesOff': 'Désactivé',
  'account.provider.local': 'Facturation intégrée',
  'account.provider.stripe': 'Stripe',
  'account.settings.title': 'Paramètres',
  'account.settings.email': 'E-mail de connexion',
} satisfies Record<keyof typeof en, string>;
