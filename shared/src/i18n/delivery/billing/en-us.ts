/**
 * The billing engine's texts: the invoice PDF and e-mail, the notices (a renewal that failed, a
 * subscription that ended, a card that expires), the local billing portal's pages
 * (`billing.portal.*`) and the checkout's receipt e-mail (`billing.receipt.*`). Server only, loaded
 * with the delivery catalogue of the same language; placeholders are {name}.
 */
export default {
  'billing.invoice.title': 'Invoice',
  'billing.invoice.number': 'Invoice number',
  'billing.invoice.date': 'Invoice date',
  'billing.invoice.status': 'Status',
  'billing.invoice.status.paid': 'Paid',
  'billing.invoice.status.open': 'Due',
  'billing.invoice.status.void': 'Void',
  'billing.invoice.seller': 'From',
  'billing.invoice.customer': 'Bill to',
  'billing.invoice.billingAddress': 'Billing address',
  'billing.invoice.vatNumber': 'VAT number',
  'billing.invoice.description': 'Description',
  'billing.invoice.quantity': 'Users',
  'billing.invoice.unitPrice': 'Unit price',
  'billing.invoice.amount': 'Amount',
  'billing.invoice.line.plan.month': 'Property Video subscription, monthly plan, {start} – {end}',
  'billing.invoice.line.plan.year': 'Property Video subscription, yearly plan, {start} – {end}',
  'billing.invoice.line.proration': 'Change to {users} users, {start} – {end} (prorated)',
  'billing.invoice.line.credit': 'Unused time on the previous plan, {start} – {end}',
  'billing.invoice.subtotal': 'Subtotal',
  'billing.invoice.discount': 'Discount',
  'billing.invoice.discountCoupon': 'Discount ({coupon})',
  'billing.invoice.net': 'Net amount',
  'billing.invoice.tax.vat': 'VAT ({rate})',
  'billing.invoice.tax.reverseCharge': 'VAT (reverse charge)',
  'billing.invoice.tax.notCollected': 'Tax (not collected, {rate})',
  'billing.invoice.note.reverseCharge':
    'Reverse charge — VAT to be accounted for by the recipient, Article 196 Council Directive 2006/112/EC.',
  'billing.invoice.note.notCollected':
    'No VAT or sales tax is charged on this invoice: the seller does not collect tax in {country}.',
  'billing.invoice.sample': 'SAMPLE SELLER — not a valid tax invoice',
  'billing.invoice.total': 'Total',
  'billing.invoice.footer': 'Thank you for using Property Video. Questions: {support}',
  'billing.invoice.mail.subject': 'Your Property Video invoice {number}',
  'billing.invoice.mail.body': 'Your invoice {number} of {total} is attached to this e-mail.',
  'billing.invoice.mail.setting':
    'You receive invoices by e-mail because of a setting in the billing tab of the Client Portal; you can turn it off there.',
  'billing.notice.card': '{brand} ending in {last4}',
  'billing.notice.card.unknown': 'Card',
  'billing.notice.failed.subject': 'Payment failed for your Property Video subscription',
  'billing.notice.failed.body':
    'We could not charge {amount} to your card for the renewal of your Property Video subscription.',
  'billing.notice.failed.grace':
    'Your subscription and your app users stay active until {date}. Until then, we try the card again every day.',
  'billing.notice.failed.fix':
    'To keep them, update your payment details in the billing tab of the Client Portal.',
  'billing.notice.failed.action': 'Update payment details',
  'billing.notice.failed.after':
    'If no payment succeeds by then, your subscription ends and your app users are switched off.',
  'billing.notice.ended.subject': 'Your Property Video subscription has ended',
  'billing.notice.ended.unpaid':
    'The renewal of your Property Video subscription could not be paid by the end of the grace period on {date}, so the subscription has ended.',
  'billing.notice.ended.canceled':
    'Your Property Video subscription ended on {date}, at the end of its last period: automatic renewal was turned off.',
  'billing.notice.ended.card':
    'Your Property Video subscription ended on {date}, at the end of its last period: the card on file could no longer pay the renewal.',
  'billing.notice.ended.users':
    'Your app users are switched off. Their profiles are kept and come back as soon as you subscribe again.',
  'billing.notice.ended.restart':
    'To start again, open the billing tab of the Client Portal and pay with a card.',
  'billing.notice.ended.action': 'Restart my subscription',
  'billing.notice.expiring.subject': 'The card for your Property Video subscription is expiring',
  'billing.notice.expiring.body':
    'The card that pays your Property Video subscription, {card} (expiry {expiry}), will no longer be valid at your next renewal on {date}.',
  'billing.notice.expiring.fix':
    'Add a new card in the billing tab of the Client Portal so that your subscription renews without interruption.',
  'billing.notice.expiring.action': 'Update payment details',
  'billing.notice.expiring.after':
    'Without a valid card, your subscription ends on {date} and your app users are switched off.',
  'billing.portal.title': 'Billing portal',
  'billing.portal.back': 'Back to the Client Portal',
  'billing.portal.returnUrlForeign':
    "The billing portal can only lead back to the Client Portal's own address.",
  'billing.portal.expired':
    'This billing link has expired. Open the billing portal again from the billing tab.',
  'billing.portal.plan': 'Your plan',
  'billing.portal.status': 'Status',
  'billing.portal.users': 'Users',
  'billing.portal.interval': 'Billing',
  'billing.portal.interval.month': 'Monthly',
  'billing.portal.interval.year': 'Yearly',
  'billing.portal.renews': 'Renews on',
  'billing.portal.ends': 'Ends on',
  'billing.portal.graceUntil': 'Payment failed. Update your card before',
  'billing.portal.card': 'Card',
  'billing.portal.status.ACTIVE': 'Active',
  'billing.portal.status.PAST_DUE': 'Payment overdue',
  'billing.portal.status.DISABLED': 'Will not renew',
  'billing.portal.status.CANCELED': 'Ended',
  'billing.portal.change': 'Change users or plan',
  'billing.portal.preview': 'Show the price',
  'billing.portal.prorated': 'To pay now (prorated for the rest of the period): {amount}',
  'billing.portal.credited':
    'Credited to your next invoice (prorated for the rest of the period): {amount}',
  'billing.portal.newPeriod': 'A new period starts today.',
  'billing.portal.confirm': 'Confirm the change',
  'billing.portal.changed': 'Your plan was changed.',
  'billing.portal.seatsInUse': 'You have {count} profiles: free some before choosing fewer users.',
  'billing.portal.declined': 'The payment was declined. Try another card.',
  'billing.portal.notChangeable': 'Pay what is due before changing the plan.',
  'billing.portal.replaceCard': 'Replace the card',
  'billing.portal.payWithCard': 'Pay with a new card',
  'billing.portal.cardName': 'Name on the card',
  'billing.portal.cardNumber': 'Card number',
  'billing.portal.cardExpiry': 'Expiry (MM/YY)',
  'billing.portal.cardCvc': 'Security code (CVC)',
  'billing.portal.saveCard': 'Save the card',
  'billing.portal.cardSaved': 'Your card was saved.',
  'billing.portal.challenge': 'Your bank asks you to confirm this card ({card}).',
  'billing.portal.challengeApprove': 'Confirm with my bank',
  'billing.portal.challengeRefuse': 'Cancel',
  'billing.portal.payTitle': 'Confirm the payment',
  'billing.portal.payRestart':
    'The subscription restarts today for a new period: {amount} will be charged to {card}.',
  'billing.portal.payInvoice': 'The open invoice of {amount} will be charged to {card}.',
  'billing.portal.pay': 'Pay {amount}',
  'billing.portal.payCancel': 'Cancel',
  'billing.portal.nothingDue': 'Nothing is due any more: the subscription is paid.',
  'billing.portal.amountChanged': 'The amount due is now {amount}. Check it and confirm again.',
  'billing.portal.paid': 'Thank you: your payment was received and the subscription is active.',
  'billing.portal.cancel': 'Cancel at the end of the period',
  'billing.portal.cancelText': 'The subscription stays active until {date}, then ends.',
  'billing.portal.canceled': 'The subscription will end on {date}.',
  'billing.portal.resume': 'Resume the subscription',
  'billing.portal.resumed': 'The subscription will renew again.',
  'billing.portal.invoices': 'Invoices',
  'billing.portal.noInvoices': 'No invoices yet.',
  'billing.portal.download': 'Download {number} (PDF)',
  'billing.receipt.subject': 'Your Property Video receipt {number}',
  'billing.receipt.thanks':
    'Thank you for your purchase. We received your payment of {total} on {date}.',
  'billing.receipt.plan': 'Your plan: {users}, {interval}, {edition}.',
  'billing.receipt.users.one': '1 user',
  'billing.receipt.users.other': '{count} users',
  'billing.receipt.interval.month': 'billed monthly',
  'billing.receipt.interval.year': 'billed yearly',
  'billing.receipt.edition.realty': 'Real estate edition',
  'billing.receipt.edition.auto': 'Automobile edition',
  'billing.receipt.invoice': 'Invoice {number} is attached to this e-mail.',
  'billing.receipt.tax.vat': 'This includes {tax} VAT ({rate}) on {net}.',
  'billing.receipt.tax.reverseCharge':
    'No VAT was charged: reverse charge — VAT to be accounted for by the recipient, Article 196 Council Directive 2006/112/EC.',
  'billing.receipt.tax.notCollected': 'No VAT or sales tax was charged on this payment.',
  'billing.receipt.next':
    'To start, open your Client Portal account with {email}: the button below creates it, or adds the subscription to your account if you already have one with this e-mail.',
  'billing.receipt.action': 'Open my account',
  'billing.receipt.link':
    'This link works once, for {days} days. Do not forward this e-mail: whoever opens the link takes the subscription over.',
};
