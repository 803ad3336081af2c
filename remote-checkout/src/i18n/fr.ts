import type en from './en-us';
export default {
  'checkout.title': "S'abonner à Property Video",
  'checkout.intro': "L'abonnement se fait en trois étapes :",
  'checkout.steps': 'Étapes de la commande',
  'checkout.step.options': "Options d'achat",
  'checkout.step.details': 'Coordonnées et adresse de facturation',
  'checkout.step.payment': 'Paiement par carte',
  'checkout.unavailable':
    "Le paiement en ligne n'est pas encore ouvert. Pour vous abonner dès maintenant, écrivez à {email}.",
  'checkout.haveAccount': 'Déjà client ?',
  'checkout.logIn': 'Se connecter',
} satisfies Record<keyof typeof en, string>;
