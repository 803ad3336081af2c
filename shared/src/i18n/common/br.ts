import type en from './en-us';

/** Words every screen may use; the product name is the shell's. */
export default {
  'common.productName': 'Portal do Cliente Property Video',
  'common.retry': 'Tentar novamente',
  'common.loading': 'Carregando…',
  'common.status.ACTIVE': 'Ativa',
  'common.status.TRIAL': 'Período de teste',
  'common.status.INCOMPLETE': 'Incompleta (sem assinatura paga)',
  'common.status.PAST_DUE': 'Pagamento atrasado (período de carência)',
  'common.status.DISABLED': 'Renovação automática desativada',
  'common.status.CANCELED': 'Cancelada',
  'common.signedOut': 'Entre no Portal do Cliente para ver esta página.',
  'common.franchise.independent': 'Independente',
  'common.franchise.others': 'Outros',
  'common.theme.black': 'Preto',
  'common.theme.white': 'Branco',
} satisfies Record<keyof typeof en, string>;
