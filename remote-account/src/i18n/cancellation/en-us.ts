/** The account remote's cancellation texts (issue 39), part of its catalogue (../../i18n). */
export default {
  'account.cancellation.open': 'Cancel subscription',
  'account.cancellation.title': 'Cancel your subscription?',
  'account.cancellation.whatHappens': 'What happens',
  'account.cancellation.access':
    'Everything keeps working until {date}. Nothing more is charged after that.',
  'account.cancellation.app': 'Your agents’ app stops on {date}.',
  'account.cancellation.data':
    'Your profiles, videos and settings are kept until {date}: resume or subscribe again before then and everything is back.',
  'account.cancellation.reason': 'Why are you cancelling?',
  'account.cancellation.reason.too_expensive': 'It costs too much',
  'account.cancellation.reason.not_using': 'We don’t use it enough',
  'account.cancellation.reason.missing_features': 'A feature we need is missing',
  'account.cancellation.reason.switching': 'We are moving to another service',
  'account.cancellation.reason.temporary': 'We only need a break',
  'account.cancellation.reason.other': 'Another reason',
  'account.cancellation.comment': 'Anything you want to tell us? (optional)',
  'account.cancellation.keep': 'Keep my subscription',
  'account.cancellation.confirm': 'Cancel subscription',
  'account.cancellation.confirming': 'Cancelling…',
  'account.cancellation.offer.title': 'Before you go',
  'account.cancellation.offer.percentOnce': '{percent}% off your next renewal.',
  'account.cancellation.offer.percentForever': '{percent}% off every renewal.',
  'account.cancellation.offer.percentMonths':
    '{percent}% off your renewals for the next {months, plural, one {month} other {# months}}.',
  'account.cancellation.offer.amountOnce': '{amount} off your next renewal.',
  'account.cancellation.offer.amountForever': '{amount} off every renewal.',
  'account.cancellation.offer.amountMonths':
    '{amount} off your renewals for the next {months, plural, one {month} other {# months}}.',
  'account.cancellation.offer.accept': 'Take the offer and stay',
  'account.cancellation.offer.taken':
    'Offer applied: your subscription continues with the discount.',
  'account.cancellation.endsOn': 'Ends on {date}',
  'account.cancellation.endsOnHint':
    'You cancelled this subscription. Everything keeps working until then; resume to keep it renewing.',
  'account.cancellation.resume': 'Resume',
  'account.cancellation.resuming': 'Resuming…',
  'account.cancellation.resumed': 'Your subscription renews again. Nothing was charged.',
};
