export default {
  'checkout.title': 'Subscribe to Property Video',
  'checkout.intro': 'Subscribing takes three steps:',
  'checkout.steps': 'Checkout steps',
  'checkout.step.options': 'Purchase options',
  'checkout.step.details': 'Customer details and billing address',
  'checkout.step.payment': 'Card payment',
  'checkout.unavailable': 'Online payment is not open yet. To subscribe now, write to {email}.',
  'checkout.haveAccount': 'Already a customer?',
  'checkout.logIn': 'Log in',
};
