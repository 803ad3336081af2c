import type en from './en-us';
/** Sample texts of the UI kit's page, in the words the portal's screens use. */
export default {
  'kit.auth.field.email': 'E-mail',
  'kit.auth.field.firstName': 'Prénom',
  'kit.auth.field.industry': 'Secteur',
  'kit.auth.field.password': 'Mot de passe',
  'kit.auth.field.phone': 'Téléphone',
  'kit.auth.field.phoneHint':
    'Format international commençant par +, par exemple +33 1 23 45 67 89',
  'kit.auth.login.forgot': 'Mot de passe oublié ?',
  'kit.auth.login.submit': 'Se connecter',
  'kit.auth.login.submitting': 'Connexion…',
  'kit.auth.login.subscribe': "S'abonner",
  'kit.auth.origin.auto': 'Automobile',
  'kit.auth.origin.realty': 'Immobilier',
  'kit.checkout.step.details': 'Coordonnées et adresse de facturation',
  'kit.checkout.step.options': "Options d'achat",
  'kit.checkout.step.payment': 'Paiement par carte',
  'kit.checkout.steps': 'Étapes de la commande',
  'kit.profiles.list.empty': "Aucun profil utilisateur pour l'instant",
} satisfies Record<keyof typeof en, string>;
