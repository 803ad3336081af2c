import type en from './en-us';
export default {
  'account.billing.title': 'Faturação',
  'account.billing.subscription': 'Subscrição',
  'account.billing.status': 'Estado',
  'account.billing.provider': 'Prestador de pagamentos',
  'account.billing.users': 'Utilizadores incluídos',
  'account.billing.usersValue': '{count, plural, one {# utilizador} other {# utilizadores}}',
  'account.billing.graceExpires': 'Fim do período de tolerância',
  'account.billing.invoices': 'Faturas por e-mail',
  'account.billing.invoicesOn': 'Ativado',
  'account.billing.invoicesOff': 'Desativado',
  'account.provider.local': 'Faturação integrada',
  'account.provider.stripe': 'Stripe',
  'account.settings.title': 'Definições',
  'account.settings.email': 'E-mail da sessão',
} satisfies Record<keyof typeof en, string>;
