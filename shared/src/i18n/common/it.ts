import type en from './en-us';

/** Words every screen may use; the product name is the shell's. */
export default {
  'common.productName': 'Portale clienti Property Video',
  'common.retry': 'Riprova',
  'common.loading': 'Caricamento…',
  'common.status.ACTIVE': 'Attivo',
  'common.status.TRIAL': 'Prova',
  'common.status.INCOMPLETE': 'Incompleto (nessun abbonamento a pagamento)',
  'common.status.PAST_DUE': 'Pagamento in ritardo (periodo di tolleranza)',
  'common.status.DISABLED': 'Rinnovo automatico disattivato',
  'common.status.CANCELED': 'Annullato',
  'common.signedOut': 'Accedi al Portale Clienti per vedere questa pagina.',
  'common.franchise.independent': 'Indipendente',
  'common.franchise.others': 'Altri',
  'common.theme.black': 'Nero',
  'common.theme.white': 'Bianco',
} satisfies Record<keyof typeof en, string>;
