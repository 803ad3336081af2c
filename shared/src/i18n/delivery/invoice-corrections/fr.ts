import type en from './en-us';

export default {
  'delivery.corrections.error.notLast': 'Seule votre dernière facture payée peut être corrigée.',
  'delivery.corrections.error.alreadyCorrected':
    'Cette facture a déjà été corrigée : une facture n’est corrigée qu’une fois.',
  'delivery.corrections.error.provider':
    'Les factures payées via Stripe sont corrigées par notre équipe : écrivez à {support} en indiquant le numéro de la facture.',
  'delivery.corrections.mail.subject': 'Avoir {creditNote} et facture rectificative {invoice}',
  'delivery.corrections.mail.body':
    'Comme demandé, la facture {original} est annulée par l’avoir {creditNote} et remplacée par la facture {invoice}, avec vos informations de facturation actuelles. Les montants restent les mêmes et rien de plus n’est prélevé. Les deux documents sont joints.',
  'delivery.corrections.mail.credited':
    'Avec votre numéro de TVA, la facture rectificative est sans TVA (autoliquidation) : les {amount} de TVA payés sont crédités sur votre solde et déduits de vos prochaines factures.',
  'delivery.corrections.pdf.title': 'Avoir',
  'delivery.corrections.pdf.number': 'Numéro d’avoir',
  'delivery.corrections.pdf.credits': 'Facture créditée',
  'delivery.corrections.pdf.note': 'Cet avoir annule intégralement la facture {invoice}.',
  'delivery.corrections.pdf.replaces':
    'Facture rectificative : remplace la facture {invoice}, annulée par l’avoir {creditNote}. Rien de plus n’est dû.',
  'delivery.corrections.pdf.poNumber': 'Bon de commande',
} satisfies Record<keyof typeof en, string>;
