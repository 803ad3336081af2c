import type en from './en-us';

export default {
  'account.corrections.open': 'Corriger ma dernière facture',
  'account.corrections.hint':
    'Votre raison sociale, adresse ou numéro de TVA a changé ? Corrigez la facture {number} avec vos informations de facturation actuelles.',
  'account.corrections.title': 'Corriger la facture {number}',
  'account.corrections.what':
    'Un avoir annulera intégralement la facture {number} du {date} ({amount}), et une facture rectificative avec les mêmes lignes et montants sera émise avec vos informations de facturation actuelles. Rien de plus n’est prélevé.',
  'account.corrections.details': 'La facture rectificative indiquera :',
  'account.corrections.vatNumber': 'Numéro de TVA : {vatNumber}',
  'account.corrections.poNumber': 'Bon de commande : {poNumber}',
  'account.corrections.detailsUnavailable':
    'Vos informations de facturation actuelles n’ont pas pu être chargées ; la facture rectificative les reprend telles qu’elles sont enregistrées.',
  'account.corrections.editDetails': 'Modifier d’abord les informations de facturation',
  'account.corrections.reverseCharge':
    'Si votre numéro de TVA place désormais l’achat en autoliquidation, la facture rectificative est sans TVA et la TVA payée est créditée sur votre solde pour vos prochaines factures.',
  'account.corrections.mailed':
    'Les deux documents vous sont envoyés par e-mail, ainsi qu’à votre adresse de facturation et à vos contacts de facturation, et se téléchargent depuis cette liste. Une facture ne peut être corrigée qu’une fois.',
  'account.corrections.cancel': 'Garder la facture telle quelle',
  'account.corrections.confirm': 'Émettre l’avoir et la facture rectificative',
  'account.corrections.done':
    'L’avoir {creditNote} et la facture rectificative {invoice} ont été émis et envoyés par e-mail.',
  'account.corrections.kind.creditNote': 'Avoir',
  'account.corrections.credited': 'Annulée par avoir',
  'account.corrections.creditsInvoice': 'Annule {number}',
  'account.corrections.replacesInvoice': 'Remplace {number}',
} satisfies Record<keyof typeof en, string>;
