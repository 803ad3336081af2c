import type en from './en-us';

export default {
  'account.billingDetails.title': 'Informations de facturation',
  'account.billingDetails.edit': 'Modifier les informations de facturation',
  'account.billingDetails.none': 'Aucun',
  'account.billingDetails.company': 'Société',
  'account.billingDetails.address': 'Adresse de facturation',
  'account.billingDetails.vatNumber': 'Numéro de TVA',
  'account.billingDetails.vat.unverified':
    '(en cours de vérification auprès du registre fiscal : la TVA est facturée jusqu’à sa confirmation)',
  'account.billingDetails.vat.name_mismatch':
    '(enregistré sous un autre nom de société : la TVA est facturée jusqu’à notre vérification)',
  'account.billingDetails.billingEmail': 'E-mail de facturation',
  'account.billingDetails.poNumber': 'Numéro de bon de commande',
  'account.billingDetails.tax.reverseCharge':
    'Autoliquidation : votre société déclare la TVA sur les prochaines factures.',
  'account.billingDetails.saved':
    'Informations de facturation enregistrées. Elles s’appliquent à vos prochaines factures.',
  'account.billingDetails.hint':
    'Ces informations figurent sur vos prochaines factures ; les factures déjà émises gardent les leurs.',
  'account.billingDetails.line1': 'Adresse',
  'account.billingDetails.line2': 'Complément d’adresse (facultatif)',
  'account.billingDetails.city': 'Ville',
  'account.billingDetails.postalCode': 'Code postal',
  'account.billingDetails.country': 'Pays',
  'account.billingDetails.state': 'État ou province',
  'account.billingDetails.vatNumberHint':
    'Facultatif ; chiffres uniquement, sans le préfixe du pays. Vérifié auprès du registre fiscal.',
  'account.billingDetails.billingEmailHint':
    'Facultatif : les factures et les rappels de paiement sont aussi envoyés à cette adresse (votre comptable, par exemple).',
  'account.billingDetails.poNumberHint': 'Facultatif : indiqué sur vos factures.',
  'account.billingDetails.save': 'Enregistrer',
  'account.billingDetails.cancel': 'Annuler',
} satisfies Record<keyof typeof en, string>;
