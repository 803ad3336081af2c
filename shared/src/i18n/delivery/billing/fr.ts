import type en from './en-us';

export default {
  'billing.invoice.title': 'Facture',
  'billing.invoice.number': 'Numéro de facture',
  'billing.invoice.date': 'Date de facture',
  'billing.invoice.status': 'Statut',
  'billing.invoice.status.paid': 'Payée',
  'billing.invoice.status.open': 'À payer',
  'billing.invoice.status.void': 'Annulée',
  'billing.invoice.seller': 'Émetteur',
  'billing.invoice.customer': 'Facturé à',
  'billing.invoice.billingAddress': 'Adresse de facturation',
  'billing.invoice.vatNumber': 'Numéro de TVA',
  'billing.invoice.description': 'Désignation',
  'billing.invoice.quantity': 'Utilisateurs',
  'billing.invoice.unitPrice': 'Prix unitaire',
  'billing.invoice.amount': 'Montant',
  'billing.invoice.line.plan.month':
    'Abonnement Property Video, formule mensuelle, {start} – {end}',
  'billing.invoice.line.plan.year': 'Abonnement Property Video, formule annuelle, {start} – {end}',
  'billing.invoice.line.proration': 'Passage à {users} utilisateurs, {start} – {end} (au prorata)',
  'billing.invoice.line.credit': 'Temps non utilisé de la formule précédente, {start} – {end}',
  'billing.invoice.subtotal': 'Sous-total',
  'billing.invoice.discount': 'Remise',
  'billing.invoice.discountCoupon': 'Remise ({coupon})',
  'billing.invoice.net': 'Montant HT',
  'billing.invoice.tax.vat': 'TVA ({rate})',
  'billing.invoice.tax.reverseCharge': 'TVA (autoliquidation)',
  'billing.invoice.tax.notCollected': 'Taxe (non perçue, {rate})',
  'billing.invoice.note.reverseCharge':
    'Autoliquidation — TVA due par le preneur, article 196 de la directive 2006/112/CE du Conseil.',
  'billing.invoice.note.notCollected':
    'Aucune TVA ni taxe sur les ventes n’est facturée : le vendeur ne perçoit pas de taxe pour ce pays ({country}).',
  'billing.invoice.sample': 'VENDEUR FICTIF — ceci n’est pas une facture valable',
  'billing.invoice.total': 'Total',
  'billing.invoice.footer': 'Merci d’utiliser Property Video. Questions : {support}',
  'billing.invoice.mail.subject': 'Votre facture Property Video {number}',
  'billing.invoice.mail.body':
    'Votre facture {number} d’un montant de {total} est jointe à cet e-mail.',
  'billing.invoice.mail.setting':
    'Vous recevez vos factures par e-mail grâce à un réglage de l’onglet Facturation du Portail Client ; vous pouvez l’y désactiver.',
  'billing.notice.card': '{brand} se terminant par {last4}',
  'billing.notice.card.unknown': 'Carte',
  'billing.notice.failed.subject': 'Échec du paiement de votre abonnement Property Video',
  'billing.notice.failed.body':
    'Nous n’avons pas pu débiter {amount} sur votre carte pour le renouvellement de votre abonnement Property Video.',
  'billing.notice.failed.grace':
    'Votre abonnement et vos utilisateurs de l’application restent actifs jusqu’au {date}. D’ici là, nous réessayons la carte chaque jour.',
  'billing.notice.failed.fix':
    'Pour les conserver, mettez à jour vos informations de paiement dans l’onglet Facturation du Portail Client.',
  'billing.notice.failed.action': 'Mettre à jour le moyen de paiement',
  'billing.notice.failed.after':
    'Si aucun paiement n’aboutit d’ici là, votre abonnement prend fin et vos utilisateurs de l’application sont désactivés.',
  'billing.notice.ended.subject': 'Votre abonnement Property Video est terminé',
  'billing.notice.ended.unpaid':
    'Le renouvellement de votre abonnement Property Video n’a pas pu être payé avant la fin de la période de grâce, le {date} ; l’abonnement a donc pris fin.',
  'billing.notice.ended.canceled':
    'Votre abonnement Property Video a pris fin le {date}, au terme de sa dernière période : le renouvellement automatique était désactivé.',
  'billing.notice.ended.card':
    'Votre abonnement Property Video a pris fin le {date}, au terme de sa dernière période : la carte enregistrée ne pouvait plus payer le renouvellement.',
  'billing.notice.ended.users':
    'Vos utilisateurs de l’application sont désactivés. Leurs profils sont conservés et reviennent dès que vous vous abonnez à nouveau.',
  'billing.notice.ended.restart':
    'Pour recommencer, ouvrez l’onglet Facturation du Portail Client et payez par carte.',
  'billing.notice.ended.action': 'Réactiver mon abonnement',
  'billing.notice.expiring.subject': 'La carte de votre abonnement Property Video expire',
  'billing.notice.expiring.body':
    'La carte qui paie votre abonnement Property Video, {card} (expiration {expiry}), ne sera plus valable lors de votre prochain renouvellement, le {date}.',
  'billing.notice.expiring.fix':
    'Ajoutez une nouvelle carte dans l’onglet Facturation du Portail Client pour que votre abonnement soit renouvelé sans interruption.',
  'billing.notice.expiring.action': 'Mettre à jour le moyen de paiement',
  'billing.notice.expiring.after':
    'Sans carte valable, votre abonnement prend fin le {date} et vos utilisateurs de l’application sont désactivés.',
  'billing.portal.title': 'Portail de facturation',
  'billing.portal.back': 'Retour au Portail Client',
  'billing.portal.returnUrlForeign':
    "Le portail de facturation ne peut ramener qu'à l'adresse du Portail Client.",
  'billing.portal.expired':
    'Ce lien de facturation a expiré. Rouvrez le portail de facturation depuis l’onglet Facturation.',
  'billing.portal.plan': 'Votre formule',
  'billing.portal.status': 'Statut',
  'billing.portal.users': 'Utilisateurs',
  'billing.portal.interval': 'Facturation',
  'billing.portal.interval.month': 'Mensuelle',
  'billing.portal.interval.year': 'Annuelle',
  'billing.portal.renews': 'Renouvellement le',
  'billing.portal.ends': 'Se termine le',
  'billing.portal.graceUntil': 'Le paiement a échoué. Mettez à jour votre carte avant le',
  'billing.portal.card': 'Carte',
  'billing.portal.status.ACTIVE': 'Actif',
  'billing.portal.status.PAST_DUE': 'Paiement en retard',
  'billing.portal.status.DISABLED': 'Ne sera pas renouvelé',
  'billing.portal.status.CANCELED': 'Terminé',
  'billing.portal.change': 'Modifier les utilisateurs ou la formule',
  'billing.portal.preview': 'Afficher le prix',
  'billing.portal.prorated': 'À payer maintenant (au prorata du reste de la période) : {amount}',
  'billing.portal.credited':
    'Crédité sur votre prochaine facture (au prorata du reste de la période) : {amount}',
  'billing.portal.newPeriod': 'Une nouvelle période commence aujourd’hui.',
  'billing.portal.confirm': 'Confirmer la modification',
  'billing.portal.changed': 'Votre formule a été modifiée.',
  'billing.portal.seatsInUse':
    'Vous avez {count} profils : libérez-en avant de choisir moins d’utilisateurs.',
  'billing.portal.declined': 'Le paiement a été refusé. Essayez une autre carte.',
  'billing.portal.notChangeable': 'Réglez le montant dû avant de modifier la formule.',
  'billing.portal.replaceCard': 'Remplacer la carte',
  'billing.portal.payWithCard': 'Payer avec une nouvelle carte',
  'billing.portal.cardName': 'Nom sur la carte',
  'billing.portal.cardNumber': 'Numéro de carte',
  'billing.portal.cardExpiry': 'Expiration (MM/AA)',
  'billing.portal.cardCvc': 'Code de sécurité (CVC)',
  'billing.portal.saveCard': 'Enregistrer la carte',
  'billing.portal.cardSaved': 'Votre carte a été enregistrée.',
  'billing.portal.challenge': 'Votre banque vous demande de confirmer cette carte ({card}).',
  'billing.portal.challengeApprove': 'Confirmer auprès de ma banque',
  'billing.portal.challengeRefuse': 'Annuler',
  'billing.portal.payTitle': 'Confirmer le paiement',
  'billing.portal.payRestart':
    'L’abonnement reprend aujourd’hui pour une nouvelle période : {amount} sera débité sur {card}.',
  'billing.portal.payInvoice': 'La facture impayée de {amount} sera débitée sur {card}.',
  'billing.portal.pay': 'Payer {amount}',
  'billing.portal.payCancel': 'Annuler',
  'billing.portal.nothingDue': 'Plus rien n’est dû : l’abonnement est réglé.',
  'billing.portal.amountChanged':
    'Le montant dû est maintenant de {amount}. Vérifiez-le et confirmez de nouveau.',
  'billing.portal.paid': 'Merci : votre paiement a été reçu et l’abonnement est actif.',
  'billing.portal.cancel': 'Résilier à la fin de la période',
  'billing.portal.cancelText': 'L’abonnement reste actif jusqu’au {date}, puis prend fin.',
  'billing.portal.canceled': 'L’abonnement prendra fin le {date}.',
  'billing.portal.resume': 'Reprendre l’abonnement',
  'billing.portal.resumed': 'L’abonnement sera de nouveau renouvelé.',
  'billing.portal.invoices': 'Factures',
  'billing.portal.noInvoices': 'Aucune facture pour le moment.',
  'billing.portal.download': 'Télécharger {number} (PDF)',
  'billing.receipt.subject': 'Votre reçu Property Video {number}',
  'billing.receipt.thanks':
    'Merci pour votre achat. Nous avons bien reçu votre paiement de {total} le {date}.',
  'billing.receipt.plan': 'Votre formule : {users}, {interval}, {edition}.',
  'billing.receipt.users.one': '1 utilisateur',
  'billing.receipt.users.other': '{count} utilisateurs',
  'billing.receipt.interval.month': 'facturation mensuelle',
  'billing.receipt.interval.year': 'facturation annuelle',
  'billing.receipt.edition.realty': 'édition Immobilier',
  'billing.receipt.edition.auto': 'édition Automobile',
  'billing.receipt.invoice': 'La facture {number} est jointe à cet e-mail.',
  'billing.receipt.tax.vat': 'Ce montant comprend {tax} de TVA ({rate}) sur {net}.',
  'billing.receipt.tax.reverseCharge':
    'Aucune TVA n’a été facturée : autoliquidation — TVA due par le preneur, article 196 de la directive 2006/112/CE du Conseil.',
  'billing.receipt.tax.notCollected':
    'Aucune TVA ni taxe sur les ventes n’a été facturée sur ce paiement.',
  'billing.receipt.next':
    'Pour commencer, ouvrez votre compte du Portail Client avec {email} : le bouton ci-dessous le crée, ou ajoute l’abonnement à votre compte si vous en avez déjà un avec cette adresse.',
  'billing.receipt.action': 'Ouvrir mon compte',
  'billing.receipt.link':
    'Ce lien ne sert qu’une fois, pendant {days} jours. Ne transférez pas cet e-mail : la personne qui ouvre le lien reprend l’abonnement.',
} satisfies Record<keyof typeof en, string>;
