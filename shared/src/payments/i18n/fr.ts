import type en from './en-us';

export default {
  'validation.country.required': 'Choisissez un pays.',
  'validation.currency.required': 'Devise obligatoire.',
  'validation.interval.required': 'Choisissez mensuel ou annuel.',
  'validation.edition.required': "Choisissez le type d'abonnement.",
  'validation.users.min': "Saisissez un nombre d'utilisateurs supérieur à 0.",
  'validation.users.whole': "Saisissez un nombre entier d'utilisateurs.",
  'validation.users.max': 'Au-delà de 10 000 utilisateurs, contactez-nous.',
  'validation.vat.digits': 'Le numéro de TVA doit comporter de 9 à 12 chiffres.',
  'validation.address.required': "L'adresse est obligatoire.",
  'validation.city.required': 'La ville est obligatoire.',
  'validation.postalCode.required': 'Le code postal est obligatoire.',
  'validation.state.required': 'Choisissez l’État ou la province.',
  'validation.state.unknown': 'Choisissez un État ou une province de la liste.',
  'validation.card.name': 'Saisissez le nom figurant sur la carte.',
  'validation.card.incomplete': 'Informations de carte incomplètes.',
  'validation.card.numberInvalid': "Ce numéro de carte n'est pas valide : vérifiez-le.",
  'validation.card.expiryInvalid': "Saisissez la date d'expiration au format MM/AA.",
  'validation.card.expired': 'Cette carte a expiré.',
  'validation.terms.required': 'Veuillez accepter les conditions générales.',
  'payments.coupon.wrong': 'Code promo incorrect.',
  'payments.coupon.currency':
    'Ce code promo est dans une autre devise : choisissez {currency} pour l’utiliser.',
  'payments.coupon.yearly': "Ce code promo n'est pas utilisable pour l'abonnement annuel.",
  'payments.coupon.plan': "Ce code promo n'est pas utilisable pour l'offre choisie.",
  'payments.coupon.tooLarge': "La remise est supérieure au prix de l'abonnement.",
  'payments.vat.notFound':
    "Numéro de TVA introuvable dans la base de données de l'administration fiscale.",
  'payments.refused':
    'Paiement refusé (vérifiez les informations de la carte ou essayez une autre carte).',
  'payments.declined': 'Paiement refusé (contactez l’émetteur de votre carte).',
  'payments.error': 'Erreur de paiement, réessayez.',
  'payments.notSupported': 'Carte non prise en charge, essayez-en une autre.',
  'payments.accountExists':
    'Cet e-mail a déjà un compte payant. Connectez-vous et gérez l’abonnement dans Facturation.',
  'payments.idempotencyKeyRequired': "L'en-tête Idempotency-Key est manquant.",
  'payments.idempotencyKeyReused':
    'Cette clé Idempotency-Key a déjà servi pour une autre commande.',
  'payments.cardUnknown': "Cette carte n'est plus disponible : saisissez-la à nouveau.",
  'payments.inProgress':
    'Ce paiement est encore en cours de traitement. Vérifiez à nouveau dans un instant.',
  'payments.unavailable':
    'Les paiements sont momentanément indisponibles. Veuillez réessayer plus tard.',
  'payments.claim.otherEmail':
    'Cet abonnement a été acheté avec {email} : le compte qui le reprend doit utiliser cette adresse e-mail.',
} satisfies Record<keyof typeof en, string>;
