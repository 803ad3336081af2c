import Stripe from 'stripe';

/**
 * Stripe's answers to the calls the `stripe` provider makes, typed with the `stripe` package's own
 * types: a field Stripe does not send, a wrong value or a missing required field fails the type
 * check. Complete objects as the API reference of the package's API version shows them (test mode:
 * `livemode: false`, `…_test_…` placeholders), written from the reference, not captured. The
 * replay server serves them as JSON (a `Stripe.Decimal` serialises as Stripe's decimal string).
 */

/** A string member of a union that is one value (`'succeeded'`), not any string. */
type Literal<M> = M extends string ? (string extends M ? never : M) : never;
/**
 * Stripe's enums are open in the package's types (`'succeeded' | … | OtherString`, any string
 * passes): where a union names its values, only those values are accepted here.
 */
type Closed<T> = [Literal<T>] extends [never] ? T : Exclude<T, string> | Literal<T>;
type KnownMember<T> = T extends Stripe.Decimal | ((...args: never[]) => unknown)
  ? T
  : T extends readonly (infer U)[]
    ? Known<U>[]
    : T extends object
      ? { [K in keyof T]: Known<T[K]> }
      : T;
/** A Stripe type with its enums closed: `status: 'paid'` on a PaymentIntent fails the check. */
export type Known<T> = KnownMember<Closed<T>>;

/** 2026-11-22 09:00 UTC and the moments after it, as Stripe writes time (seconds). */
const T = 1_795_424_400;
const MONTH_LATER = T + 30 * 24 * 3600;

const noAddress = {
  city: null,
  country: null,
  line1: null,
  line2: null,
  postal_code: null,
  state: null,
} satisfies Known<Stripe.Address>;

const issuerSelf = { type: 'self' } satisfies Known<Stripe.Invoice.Issuer>;

// ---------------------------------------------------------------------------------------------
// Checkout: customer, card, price, promotion code

export const customer = {
  id: 'cus_test_Ada',
  object: 'customer',
  address: {
    city: 'London',
    country: 'GB',
    line1: '1 Engine Street',
    line2: null,
    postal_code: 'N1 9GU',
    state: null,
  },
  balance: 0,
  created: T,
  currency: null,
  default_source: null,
  delinquent: false,
  description: null,
  discount: null,
  email: 'buyer@example.com',
  invoice_prefix: 'TESTADA1',
  invoice_settings: {
    custom_fields: null,
    default_payment_method: null,
    footer: null,
    rendering_options: null,
  },
  livemode: false,
  metadata: { company: 'Analytical Homes', checkoutId: '00000000-0000-4000-8000-000000000000' },
  name: 'Ada Lovelace',
  next_invoice_sequence: 1,
  phone: '+44 20 7946 0000',
  preferred_locales: [],
  shipping: null,
  tax_exempt: 'none',
  test_clock: null,
} satisfies Known<Stripe.Customer>;

/** `POST /v1/customers` for a card saved by a customer Stripe does not know yet. */
export const customerWithoutDetails = {
  ...customer,
  id: 'cus_test_New',
  address: null,
  email: null,
  invoice_prefix: 'TESTNEW1',
  metadata: {},
  name: null,
  phone: null,
} satisfies Known<Stripe.Customer>;

function card(last4: string, fingerprint: string) {
  return {
    brand: 'visa',
    checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
    country: 'US',
    display_brand: 'visa',
    exp_month: 11,
    exp_year: 2037,
    fingerprint,
    funding: 'credit',
    generated_from: null,
    last4,
    networks: { available: ['visa'], preferred: null },
    regulated_status: 'unregulated',
    three_d_secure_usage: { supported: true },
    wallet: null,
  } satisfies Known<Stripe.PaymentMethod.Card>;
}

/** `POST /v1/payment_methods/{id}/attach`: the Payment Element's card, now the customer's. */
export const paymentMethod = {
  id: 'pm_test_Visa4242',
  object: 'payment_method',
  allow_redisplay: 'unspecified',
  billing_details: {
    address: noAddress,
    email: null,
    name: 'Ada Lovelace',
    phone: null,
    tax_id: null,
  },
  card: card('4242', 'TestFp4242AAAAAA'),
  created: T,
  customer: 'cus_test_Ada',
  customer_account: null,
  livemode: false,
  metadata: {},
  type: 'card',
} satisfies Known<Stripe.PaymentMethod>;

/** A second card, saved later through a SetupIntent (card 4000 0566 5566 5556 in test mode). */
export const paymentMethodReplacement = {
  ...paymentMethod,
  id: 'pm_test_Visa5556',
  card: { ...card('5556', 'TestFp5556AAAAAA'), funding: 'debit' },
} satisfies Known<Stripe.PaymentMethod>;

export const priceListEmpty = {
  object: 'list',
  data: [],
  has_more: false,
  url: '/v1/prices',
} satisfies Known<Stripe.ApiList<Stripe.Price>>;

export const price = {
  id: 'price_test_RealtyUsdMonth',
  object: 'price',
  active: true,
  billing_scheme: 'per_unit',
  created: T - 600,
  currency: 'usd',
  custom_unit_amount: null,
  livemode: false,
  lookup_key: 'portal_realty_usd_month_3900',
  metadata: {},
  nickname: null,
  product: 'prod_test_Realty',
  recurring: {
    interval: 'month',
    interval_count: 1,
    meter: null,
    trial_period_days: null,
    usage_type: 'licensed',
  },
  tax_behavior: 'unspecified',
  tiers_mode: null,
  transform_quantity: null,
  type: 'recurring',
  unit_amount: 3900,
  unit_amount_decimal: Stripe.Decimal.from('3900'),
} satisfies Known<Stripe.Price>;

export const promotionCodes = {
  object: 'list',
  data: [
    {
      id: 'promo_test_Welcome20',
      object: 'promotion_code',
      active: true,
      code: 'WELCOME20',
      created: T - 86_400,
      customer: null,
      customer_account: null,
      expires_at: null,
      livemode: false,
      max_redemptions: null,
      metadata: {},
      promotion: { coupon: 'WELCOME20', type: 'coupon' },
      restrictions: {
        first_time_transaction: false,
        minimum_amount: null,
        minimum_amount_currency: null,
      },
      times_redeemed: 0,
    },
  ],
  has_more: false,
  url: '/v1/promotion_codes',
} satisfies Known<Stripe.ApiList<Stripe.PromotionCode>>;

// ---------------------------------------------------------------------------------------------
// The first charge: PaymentIntents

const paymentIntentBase = {
  id: 'pi_test_Paid',
  object: 'payment_intent',
  allowed_payment_method_types: null,
  amount: 9360,
  amount_capturable: 0,
  amount_received: 9360,
  application: null,
  application_fee_amount: null,
  automatic_payment_methods: null,
  canceled_at: null,
  cancellation_reason: null,
  capture_method: 'automatic',
  client_secret: 'pi_test_Paid_secret_test0123456789',
  confirmation_method: 'automatic',
  created: T + 3,
  currency: 'usd',
  customer: 'cus_test_Ada',
  customer_account: null,
  description: 'Subscription creation',
  excluded_payment_method_types: null,
  last_payment_error: null,
  latest_charge: 'ch_test_Paid',
  livemode: false,
  managed_payments: null,
  metadata: {},
  next_action: null,
  on_behalf_of: null,
  payment_method: 'pm_test_Visa4242',
  payment_method_configuration_details: null,
  payment_method_options: {
    card: {
      installments: null,
      mandate_options: null,
      network: null,
      request_three_d_secure: 'automatic',
    },
  },
  payment_method_types: ['card'],
  processing: null,
  receipt_email: null,
  review: null,
  setup_future_usage: 'off_session',
  shipping: null,
  source: null,
  statement_descriptor: null,
  statement_descriptor_suffix: null,
  status: 'succeeded',
  transfer_data: null,
  transfer_group: null,
} satisfies Known<Stripe.PaymentIntent>;

/** `GET /v1/payment_intents/{id}`: the first invoice paid. */
export const paymentIntentSucceeded = paymentIntentBase;

/** Card 4000 0027 6000 3184 before its challenge: Stripe.js handles `use_stripe_sdk`. */
export const paymentIntentRequiresAction = {
  ...paymentIntentBase,
  id: 'pi_test_Pending',
  amount: 11700,
  amount_received: 0,
  client_secret: 'pi_test_Pending_secret_test0123456789',
  latest_charge: null,
  next_action: {
    type: 'use_stripe_sdk',
    use_stripe_sdk: {
      type: 'three_d_secure_redirect',
      stripe_js: 'https://hooks.stripe.com/3d_secure_2/hosted?merchant=acct_test&source=src_test',
      source: 'src_test_3ds',
    },
  },
  status: 'requires_action',
} satisfies Known<Stripe.PaymentIntent>;

/** The same PaymentIntent after a challenge the customer failed or abandoned. */
export const paymentIntentAuthenticationFailed = {
  ...paymentIntentRequiresAction,
  next_action: null,
  last_payment_error: {
    type: 'invalid_request_error',
    code: 'payment_intent_authentication_failure',
    doc_url: 'https://stripe.com/docs/error-codes/payment-intent-authentication-failure',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
  status: 'requires_payment_method',
} satisfies Known<Stripe.PaymentIntent>;

/** Card 4000 0000 0000 9995 on the first invoice: `insufficient_funds`. */
export const paymentIntentDeclined = {
  ...paymentIntentRequiresAction,
  next_action: null,
  latest_charge: 'ch_test_Declined',
  last_payment_error: {
    type: 'card_error',
    charge: 'ch_test_Declined',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    doc_url: 'https://stripe.com/docs/error-codes/card-declined',
    message: 'Your card has insufficient funds.',
  },
  status: 'requires_payment_method',
} satisfies Known<Stripe.PaymentIntent>;

// ---------------------------------------------------------------------------------------------
// The subscription and its first invoice (expanded: `latest_invoice.payments`)

const planAndPrice = {
  plan: {
    id: 'price_test_RealtyUsdMonth',
    object: 'plan',
    active: true,
    amount: 3900,
    amount_decimal: Stripe.Decimal.from('3900'),
    billing_scheme: 'per_unit',
    created: T - 600,
    currency: 'usd',
    interval: 'month',
    interval_count: 1,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: null,
    product: 'prod_test_Realty',
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  },
  price,
} satisfies Known<Pick<Stripe.SubscriptionItem, 'plan' | 'price'>>;

function invoice(
  id: string,
  status: 'paid' | 'open',
  intent: { id: string },
  discount: number,
  /** The tax Stripe Tax added on top of the net amount (automatic tax on). */
  tax = 0,
  /** Why Stripe Tax charged what it did (`reverse_charge`: 0 for a business's valid VAT id). */
  taxability: Known<Stripe.Invoice.TotalTax>['taxability_reason'] | null = tax
    ? 'standard_rated'
    : null,
): Known<Stripe.Invoice> {
  const net = 11700 - discount;
  const total = net + tax;
  const paid = status === 'paid' ? total : 0;
  return {
    id,
    object: 'invoice',
    account_country: 'GB',
    account_name: 'Property Video (test)',
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: paid,
    amount_remaining: total - paid,
    amount_shipping: 0,
    application: null,
    attempt_count: 1,
    attempted: true,
    auto_advance: status === 'open',
    automatic_tax: taxability
      ? {
          disabled_reason: null,
          enabled: true,
          liability: { type: 'self' },
          provider: 'stripe',
          status: 'complete',
        }
      : { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: 'subscription_create',
    collection_method: 'charge_automatically',
    created: T + 3,
    currency: 'usd',
    custom_fields: null,
    customer: 'cus_test_Ada',
    customer_account: null,
    customer_address: customer.address,
    customer_email: customer.email,
    customer_name: customer.name,
    customer_phone: customer.phone,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: discount ? ['di_test_Welcome20'] : [],
    due_date: null,
    effective_at: T + 3,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: `https://invoice.stripe.com/i/acct_test/${id}`,
    invoice_pdf: `https://pay.stripe.com/invoice/acct_test/${id}/pdf`,
    issuer: issuerSelf,
    last_finalization_error: null,
    latest_revision: null,
    lines: {
      object: 'list',
      data: [
        {
          id: 'il_test_Realty3',
          object: 'line_item',
          amount: 11700,
          currency: 'usd',
          description: '3 × Property Video realty (at $39.00 / month)',
          discount_amounts: discount ? [{ amount: discount, discount: 'di_test_Welcome20' }] : [],
          discountable: true,
          discounts: discount ? ['di_test_Welcome20'] : [],
          invoice: id,
          livemode: false,
          metadata: {},
          parent: {
            invoice_item_details: null,
            subscription_item_details: {
              invoice_item: null,
              proration: false,
              proration_details: { credited_items: null },
              subscription: 'sub_test_Active',
              subscription_item: 'si_test_Realty',
            },
            type: 'subscription_item_details',
          },
          period: { end: MONTH_LATER, start: T + 3 },
          pretax_credit_amounts: [],
          pricing: {
            price_details: { price: 'price_test_RealtyUsdMonth', product: 'prod_test_Realty' },
            type: 'price_details',
            unit_amount_decimal: Stripe.Decimal.from('3900'),
          },
          quantity: 3,
          quantity_decimal: Stripe.Decimal.from('3'),
          subscription: 'sub_test_Active',
          subtotal: 11700,
          taxes: [],
        },
      ],
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: 'TESTADA1-0001',
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: {}, subscription: 'sub_test_Active' },
      type: 'subscription_details',
    },
    payment_settings: {
      default_mandate: null,
      payment_method_options: null,
      payment_method_types: null,
    },
    payments: {
      object: 'list',
      data: [
        {
          id: 'inpay_test_First',
          object: 'invoice_payment',
          amount_paid: status === 'paid' ? total : null,
          amount_requested: total,
          created: T + 3,
          currency: 'usd',
          invoice: id,
          is_default: true,
          livemode: false,
          payment: { payment_intent: intent.id, type: 'payment_intent' },
          status,
          status_transitions: {
            canceled_at: null,
            paid_at: status === 'paid' ? T + 4 : null,
          },
        },
      ],
      has_more: false,
      url: '/v1/invoice_payments',
    },
    period_end: T + 3,
    period_start: T + 3,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status,
    status_transitions: {
      finalized_at: T + 3,
      marked_uncollectible_at: null,
      paid_at: status === 'paid' ? T + 4 : null,
      voided_at: null,
    },
    subtotal: 11700,
    subtotal_excluding_tax: 11700,
    test_clock: null,
    total,
    total_discount_amounts: discount ? [{ amount: discount, discount: 'di_test_Welcome20' }] : [],
    total_excluding_tax: net,
    total_pretax_credit_amounts: [],
    total_taxes: taxability
      ? [
          {
            amount: tax,
            tax_behavior: 'exclusive',
            tax_rate_details: { tax_rate: 'txr_test_NewYork' },
            taxability_reason: taxability,
            taxable_amount: net,
            type: 'tax_rate_details',
          },
        ]
      : [],
    webhooks_delivered_at: T + 3,
  } satisfies Known<Stripe.Invoice>;
}

function subscription(
  status: Known<Stripe.Subscription>['status'],
  latestInvoice: Known<Stripe.Invoice> | string,
  overrides: Partial<Known<Stripe.Subscription>> = {},
) {
  return {
    id: 'sub_test_Active',
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: T + 3,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: { proration_discounts: 'included' }, type: 'flexible' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: T + 3,
    currency: 'usd',
    customer: 'cus_test_Ada',
    customer_account: null,
    days_until_due: null,
    default_payment_method: 'pm_test_Visa4242',
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: issuerSelf,
    },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_test_Realty',
          object: 'subscription_item',
          billing_thresholds: null,
          created: T + 3,
          current_period_end: MONTH_LATER,
          current_period_start: T + 3,
          discounts: [],
          metadata: {},
          ...planAndPrice,
          quantity: 3,
          subscription: 'sub_test_Active',
          tax_rates: [],
        },
      ],
      has_more: false,
      url: '/v1/subscription_items?subscription=sub_test_Active',
    },
    latest_invoice: latestInvoice,
    livemode: false,
    managed_payments: null,
    metadata: { checkoutId: '00000000-0000-4000-8000-000000000000', edition: 'realty' },
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: T + 3,
    status,
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: null,
    ...overrides,
  } satisfies Known<Stripe.Subscription>;
}

/** `POST /v1/subscriptions` paid at once (4242), WELCOME20 taking 20% off the first invoice. */
export const subscriptionActive = subscription(
  'active',
  invoice('in_test_First', 'paid', paymentIntentSucceeded, 2340),
  { discounts: ['di_test_Welcome20'] },
);

/**
 * `POST /v1/subscriptions` with automatic tax: Stripe Tax adds a state's sales tax (8 % of the
 * 93.60 after WELCOME20) that the portal's table does not collect.
 */
export const subscriptionActiveTaxed = subscription(
  'active',
  invoice('in_test_First', 'paid', paymentIntentSucceeded, 2340, 749),
  {
    discounts: ['di_test_Welcome20'],
    automatic_tax: { disabled_reason: null, enabled: true, liability: { type: 'self' } },
  },
);

/** The same for a business whose VAT id Stripe Tax accepted: reverse charge, no tax. */
export const subscriptionActiveReverseCharged = subscription(
  'active',
  invoice('in_test_First', 'paid', paymentIntentSucceeded, 0, 0, 'reverse_charge'),
  { automatic_tax: { disabled_reason: null, enabled: true, liability: { type: 'self' } } },
);

/** `POST /v1/subscriptions` whose first invoice waits: a 3-D Secure challenge, or a decline. */
export const subscriptionIncomplete = subscription(
  'incomplete',
  invoice('in_test_First', 'open', paymentIntentRequiresAction, 0),
  { id: 'sub_test_Incomplete' },
);

// ---------------------------------------------------------------------------------------------
// A card saved for later (the portal's card replacement): SetupIntents

const setupIntentBase = {
  id: 'seti_test_Saved',
  object: 'setup_intent',
  allowed_payment_method_types: null,
  application: null,
  automatic_payment_methods: null,
  cancellation_reason: null,
  client_secret: 'seti_test_Saved_secret_test0123456789',
  created: T + 86_400,
  customer: 'cus_test_Ada',
  customer_account: null,
  description: null,
  excluded_payment_method_types: null,
  flow_directions: null,
  last_setup_error: null,
  latest_attempt: 'setatt_test_Saved',
  livemode: false,
  mandate: null,
  metadata: {},
  next_action: null,
  on_behalf_of: null,
  payment_method: paymentMethodReplacement,
  payment_method_configuration_details: null,
  payment_method_options: {
    card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' },
  },
  payment_method_types: ['card'],
  single_use_mandate: null,
  status: 'succeeded',
  usage: 'off_session',
} satisfies Known<Stripe.SetupIntent>;

/** `POST /v1/setup_intents` (confirm, `expand[]=payment_method`): the card is verified. */
export const setupIntentSucceeded = setupIntentBase;

/** The same for card 4000 0025 0000 3155: the issuer asks for 3-D Secure first. */
export const setupIntentRequiresAction = {
  ...setupIntentBase,
  id: 'seti_test_Challenge',
  client_secret: 'seti_test_Challenge_secret_test0123456789',
  latest_attempt: 'setatt_test_Challenge',
  next_action: {
    type: 'use_stripe_sdk',
    use_stripe_sdk: {
      type: 'three_d_secure_redirect',
      stripe_js: 'https://hooks.stripe.com/3d_secure_2/hosted?merchant=acct_test&source=src_test',
      source: 'src_test_3ds',
    },
  },
  status: 'requires_action',
} satisfies Known<Stripe.SetupIntent>;

/** `GET /v1/setup_intents/{id}` after the customer passed the challenge. */
export const setupIntentChallengePassed = {
  ...setupIntentRequiresAction,
  next_action: null,
  status: 'succeeded',
} satisfies Known<Stripe.SetupIntent>;

/** The same after a challenge the customer failed: Stripe asks for another card. */
export const setupIntentChallengeFailed = {
  ...setupIntentRequiresAction,
  next_action: null,
  last_setup_error: {
    type: 'invalid_request_error',
    code: 'setup_intent_authentication_failure',
    doc_url: 'https://stripe.com/docs/error-codes/setup-intent-authentication-failure',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
  payment_method: null,
  status: 'requires_payment_method',
} satisfies Known<Stripe.SetupIntent>;

/**
 * Card 4000 0000 0000 9995 at `POST /v1/setup_intents` with `confirm=true`: Stripe answers 402
 * with a card error that carries the SetupIntent and its `last_setup_error`.
 */
export const setupIntentDeclined = {
  error: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    doc_url: 'https://stripe.com/docs/error-codes/card-declined',
    message: 'Your card has insufficient funds.',
    request_log_url: 'https://dashboard.stripe.com/test/logs/req_test_SetupDeclined',
    setup_intent: {
      ...setupIntentBase,
      id: 'seti_test_Declined',
      client_secret: 'seti_test_Declined_secret_test0123456789',
      latest_attempt: 'setatt_test_Declined',
      last_setup_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        doc_url: 'https://stripe.com/docs/error-codes/card-declined',
        message: 'Your card has insufficient funds.',
      },
      payment_method: null,
      status: 'requires_payment_method',
    },
  },
} satisfies { error: Known<Stripe.StripeRawError> };

/** `POST /v1/customers/{id}`: the saved card is the customer's default for invoices. */
export const customerWithDefaultCard = {
  ...customer,
  invoice_settings: { ...customer.invoice_settings, default_payment_method: 'pm_test_Visa5556' },
} satisfies Known<Stripe.Customer>;

// ---------------------------------------------------------------------------------------------
// Charges of a saved card (renewal, retry, plan change): PaymentIntents created off-session

const savedCardIntentBase = {
  ...paymentIntentBase,
  id: 'pi_test_Renewal',
  amount: 11700,
  amount_received: 11700,
  client_secret: 'pi_test_Renewal_secret_test0123456789',
  created: MONTH_LATER,
  description: null,
  latest_charge: 'ch_test_Renewal',
  setup_future_usage: null,
} satisfies Known<Stripe.PaymentIntent>;

/** `POST /v1/payment_intents` (confirm, off-session): paid. */
export const savedCardIntentSucceeded = savedCardIntentBase;

/** The same on-session (the portal) with a card whose issuer asks for 3-D Secure. */
export const savedCardIntentRequiresAction = {
  ...savedCardIntentBase,
  id: 'pi_test_PlanChange',
  amount_received: 0,
  client_secret: 'pi_test_PlanChange_secret_test0123456789',
  latest_charge: null,
  next_action: paymentIntentRequiresAction.next_action,
  status: 'requires_action',
} satisfies Known<Stripe.PaymentIntent>;

/** Stripe's 402 for a declined off-session charge: a card error carrying the PaymentIntent. */
function cardError(
  code: NonNullable<Known<Stripe.PaymentIntent.LastPaymentError>['code']>,
  declineCode: string,
  message: string,
): { error: Known<Stripe.StripeRawError> } {
  const lastPaymentError = {
    type: 'card_error',
    charge: 'ch_test_RenewalDeclined',
    code,
    decline_code: declineCode,
    doc_url: `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}`,
    message,
  } satisfies Known<Stripe.PaymentIntent.LastPaymentError>;
  return {
    error: {
      ...lastPaymentError,
      request_log_url: 'https://dashboard.stripe.com/test/logs/req_test_RenewalDeclined',
      payment_intent: {
        ...savedCardIntentBase,
        id: 'pi_test_RenewalDeclined',
        amount_received: 0,
        client_secret: 'pi_test_RenewalDeclined_secret_test0123456789',
        last_payment_error: lastPaymentError,
        latest_charge: 'ch_test_RenewalDeclined',
        status: 'requires_payment_method',
      },
    },
  };
}

/** Card 4000 0000 0000 9995 charged off-session. */
export const savedCardDeclined = cardError(
  'card_declined',
  'insufficient_funds',
  'Your card has insufficient funds.',
);

/** Card 4000 0027 6000 3184 charged off-session: the issuer wants the customer present. */
export const savedCardAuthenticationRequired = cardError(
  'authentication_required',
  'authentication_required',
  'Your card was declined. This transaction requires authentication.',
);

/** Card 4000 0000 0000 0002 attached to a customer: the issuer declines it at once. */
export const attachDeclined = {
  error: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    doc_url: 'https://stripe.com/docs/error-codes/card-declined',
    message: 'Your card was declined.',
    param: '',
    request_log_url: 'https://dashboard.stripe.com/test/logs/req_test_AttachDeclined',
  },
} satisfies { error: Known<Stripe.StripeRawError> };

// ---------------------------------------------------------------------------------------------
// The purge of an account (account-deletion/purge-job.ts): its Stripe customer deleted

/** `DELETE /v1/customers/{id}`. */
export const customerDeleted = {
  id: 'cus_test_Ada',
  object: 'customer',
  deleted: true,
} satisfies Known<Stripe.DeletedCustomer>;

/** The same, 404, for a customer Stripe no longer knows (deleted by a first attempt). */
export const customerMissing = {
  error: {
    type: 'invalid_request_error',
    code: 'resource_missing',
    doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
    message: "No such customer: 'cus_test_Ada'",
    param: 'id',
    request_log_url: 'https://dashboard.stripe.com/test/logs/req_test_CustomerMissing',
  },
} satisfies { error: Known<Stripe.StripeRawError> };

// ---------------------------------------------------------------------------------------------
// The Customer Portal

/** `POST /v1/billing_portal/sessions`. */
export const billingPortalSession = {
  id: 'bps_test_Ada',
  object: 'billing_portal.session',
  configuration: 'bpc_test_Default',
  created: T + 2 * 86_400,
  customer: 'cus_test_Ada',
  customer_account: null,
  flow: null,
  livemode: false,
  locale: null,
  on_behalf_of: null,
  return_url: 'https://portal.example.com/#/account/billing',
  url: 'https://billing.stripe.com/p/session/test_YWNjdF90ZXN0X0FkYQ',
} satisfies Known<Stripe.BillingPortal.Session>;

// ---------------------------------------------------------------------------------------------
// Webhook events (signed in the tests with Stripe.webhooks.generateTestHeaderString)

/** Stripe retried the renewal and gave up for now: five users, past due. */
export const subscriptionUpdatedEvent = {
  id: 'evt_test_SubscriptionPastDue',
  object: 'event',
  api_version: '2026-08-26.dahlia',
  created: MONTH_LATER + 3600,
  data: {
    object: subscription('past_due', 'in_test_Renewal', {
      items: {
        ...subscriptionActive.items,
        data: subscriptionActive.items.data.map((item) => ({
          ...item,
          current_period_start: MONTH_LATER,
          current_period_end: MONTH_LATER + 31 * 24 * 3600,
          quantity: 5,
        })),
      },
    }),
    previous_attributes: { status: 'active' },
  },
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type: 'customer.subscription.updated',
} satisfies Known<Stripe.CustomerSubscriptionUpdatedEvent>;

/** The renewal's invoice could not be paid. */
export const invoicePaymentFailedEvent = {
  id: 'evt_test_RenewalFailed',
  object: 'event',
  api_version: '2026-08-26.dahlia',
  created: MONTH_LATER + 60,
  data: {
    object: {
      ...invoice('in_test_Renewal', 'open', savedCardIntentBase, 0),
      billing_reason: 'subscription_cycle',
      next_payment_attempt: MONTH_LATER + 3 * 86_400,
    },
  },
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type: 'invoice.payment_failed',
} satisfies Known<Stripe.InvoicePaymentFailedEvent>;
