import type en from './en-us';
export default {
  'account.billing.title': 'Cobrança',
  'account.billing.subscription': 'Assinatura',
  'account.billing.status': 'Status',
  'account.billing.provider': 'Provedor de pagamento',
  'account.billing.users': 'Usuários incluídos',
  'account.billing.usersValue': '{count, plural, one {# usuário} other {# usuários}}',
  'account.billing.graceExpires': 'Fim do período de carência',
  'account.billing.invoices': 'Faturas por e-mail',
  'account.billing.invoicesOn': 'Ativado',
  'account.billing.invoicesOff': 'Desativado',
  'account.provider.local': 'Cobrança integrada',
  'account.provider.stripe': 'Stripe',
  'account.settings.title': 'Configurações',
  'account.settings.email': 'E-mail conectado',
} satisfies Record<keyof typeof en, string>;
