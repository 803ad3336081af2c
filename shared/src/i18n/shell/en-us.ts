/** The shell: header, portal tabs, retry card, subscription and connection warnings, contact block. */
export default {
  'shell.header.language': 'Language',
  'shell.header.signedInAs': 'Signed in as {email}',
  'shell.header.logout': 'Log out',
  'shell.skipToContent': 'Skip to content',
  'shell.frame.title': 'Client Portal',
  // The h1 of the pages that index.html paints before any script (the `heading` of routes.ts): the
  // shell's, so it can draw them while the page's remote loads; the remote's page shows the same.
  'shell.heading.login': 'Log in to Client Portal',
  'shell.heading.checkout': 'Subscribe to Property Video',
  'shell.tabs.label': 'Portal sections',
  'shell.tabs.users': 'Users',
  'shell.tabs.billing': 'Billing',
  'shell.tabs.settings': 'Settings',
  'shell.tabs.activity': 'Activity',
  'shell.remote.failedTitle': 'This part of the portal could not be loaded',
  'shell.remote.failedText':
    'Check your internet connection and try again. The rest of the portal keeps working.',
  'shell.remote.incompatibleText':
    'This part of the portal needs platform version {required}, and the portal provides {provided}. It will work again once both are updated.',
  'shell.grace.title': 'Payment failed.',
  'shell.grace.text':
    'Your subscription stays active until {date} while you update your payment details.',
  'shell.grace.textNoDate':
    'Your subscription stays active for a short grace period while you update your payment details.',
  'shell.disabled.title': 'Your subscription needs attention.',
  'shell.disabled.text': 'Please check your subscription details.',
  'shell.expired.title': 'Your subscription has expired',
  'shell.expired.text':
    'Renew your subscription in the billing section to use the portal and the app again.',
  'shell.subscription.openBilling': 'Open billing',
  'shell.offline': 'Lost internet connection: changes might not be saved',
  'shell.contact.title': 'Contact',
  'shell.contact.text': 'Questions about your subscription or your users? Write to us at',
  // The page names of document.title and of the announcement after a route change.
  'shell.documentTitle': '{page} · Property Video',
  'shell.title.login': 'Log in',
  'shell.title.createAccount': 'Create account',
  'shell.title.forgot': 'Forgot password',
  'shell.title.recover': 'Reset password',
  'shell.title.join': 'Join the team',
  'shell.title.secondFactorRecovery': 'Lost second factor',
  'shell.title.checkout': 'Subscribe',
  'shell.title.userProfile': 'User profile',
  'shell.title.video': 'Video',
  'shell.title.brandKit': 'Brand kit',
  'shell.pageAnnounced': 'Page loaded: {page}',
};
