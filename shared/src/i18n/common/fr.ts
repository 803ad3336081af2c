import type en from './en-us';

/** Words every screen may use; the product name is the shell's. */
export default {
  'common.productName': 'Portail client Property Video',
  'common.retry': 'Réessayer',
  'common.loading': 'Chargement…',
  'common.status.ACTIVE': 'Actif',
  'common.status.TRIAL': 'Essai',
  'common.status.INCOMPLETE': 'Incomplet (aucun abonnement payant)',
  'common.status.PAST_DUE': 'Paiement en retard (période de grâce)',
  'common.status.DISABLED': 'Renouvellement automatique désactivé',
  'common.status.CANCELED': 'Résilié',
  'common.signedOut': 'Connectez-vous au Portail Client pour voir cette page.',
  'common.franchise.independent': 'Indépendant',
  'common.franchise.others': 'Autres',
  'common.theme.black': 'Noir',
  'common.theme.white': 'Blanc',
} satisfies Record<keyof typeof en, string>;
