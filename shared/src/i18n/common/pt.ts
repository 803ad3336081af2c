import type en from './en-us';

/** Words every screen may use; the product name is the shell's. */
export default {
  'common.productName': 'Portal do Cliente Property Video',
  'common.retry': 'Tentar novamente',
  'common.loading': 'A carregar…',
  'common.status.ACTIVE': 'Ativa',
  'common.status.TRIAL': 'Período experimental',
  'common.status.INCOMPLETE': 'Incompleta (sem subscrição paga)',
  'common.status.PAST_DUE': 'Pagamento em atraso (período de tolerância)',
  'common.status.DISABLED': 'Renovação automática desativada',
  'common.status.CANCELED': 'Cancelada',
  'common.signedOut': 'Inicie sessão no Portal do Cliente para ver esta página.',
  'common.franchise.independent': 'Independente',
  'common.franchise.others': 'Outros',
  'common.theme.black': 'Preto',
  'common.theme.white': 'Branco',
} satisfies Record<keyof typeof en, string>;
