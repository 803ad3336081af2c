import type en from './en-us';

/** Words every screen may use; the product name is the shell's. */
export default {
  'common.productName': 'Property Video Kundenportal',
  'common.retry': 'Erneut versuchen',
  'common.loading': 'Wird geladen…',
  'common.status.ACTIVE': 'Aktiv',
  'common.status.TRIAL': 'Testphase',
  'common.status.INCOMPLETE': 'Unvollständig (kein bezahltes Abonnement)',
  'common.status.PAST_DUE': 'Zahlung überfällig (Kulanzfrist)',
  'common.status.DISABLED': 'Automatische Verlängerung aus',
  'common.status.CANCELED': 'Gekündigt',
  'common.signedOut': 'Melden Sie sich im Kundenportal an, um diese Seite zu sehen.',
  'common.franchise.independent': 'Unabhängig',
  'common.franchise.others': 'Andere',
  'common.theme.black': 'Schwarz',
  'common.theme.white': 'Weiß',
} satisfies Record<keyof typeof en, string>;
