/** What the API sends for cancellation (issue 39): e-mails and answers. */
export default {
  'delivery.cancellation.canceled.subject': 'Your Property Video subscription ends on {date}',
  'delivery.cancellation.canceled.body':
    '{who} cancelled the subscription. It will not renew, and nothing more will be charged.',
  'delivery.cancellation.canceled.access':
    'The Client Portal and your agents’ app keep working until {date}; the app stops then. Your profiles, videos and settings are kept until {keptUntil}.',
  'delivery.cancellation.canceled.resume':
    'Changed your mind? Resume it before {date} from the billing tab: nothing is charged until the usual renewal.',
  'delivery.cancellation.resumed.subject': 'Your Property Video subscription will renew again',
  'delivery.cancellation.resumed.body':
    '{who} resumed the subscription: nothing changes for your team and your agents, and nothing was charged today. It renews on {date}, as before.',
  'delivery.cancellation.action': 'Open the billing tab',
  'delivery.cancellation.error.notCancellable':
    'This subscription cannot be cancelled now: it is not active, or it already ends.',
  'delivery.cancellation.error.notResumable':
    'This subscription cannot be resumed: it is not cancelled, or it has already ended.',
  'delivery.cancellation.error.offerUnavailable': 'This offer is no longer available.',
} satisfies Record<string, string>;
