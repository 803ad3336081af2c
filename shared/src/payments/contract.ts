import { z } from 'zod';
import { ORIGINS } from '../constants';
import { ZClaimToken, ZEmail, ZPersonName, ZPhone, withoutNul } from '../validation/fields';
import { ZCompanyName, ZExtraLine, ZWebsite } from '../validation/profile';
import {
  CARD_BRANDS,
  cardBrand,
  cardDigits,
  cardExpired,
  cardNumberLengths,
  cvcLength,
  luhnValid,
} from './card';
import { COUPON_DURATIONS } from './coupons';
import { CURRENCIES, INTERVALS, MAX_USERS, MIN_USERS } from './prices';
import { ISO_COUNTRIES } from './countries';
import { TAX_TREATMENTS } from './tax';
import { stateProblem } from '../billing/states';

/**
 * The payments API contract (issue 8): POST /payments/quote, /payments/local/payment-methods,
 * /payments/checkout and /payments/checkout/{checkoutId}/confirm. The checkout form validates with
 * these schemas and the API with the same ones; every message is an id of the validation
 * catalogue. Amounts are integers in the currency's minor units. Keep the names: the mobile app
 * builds on them; change only by adding.
 */

const requiredText = (id: string, max: number) =>
  withoutNul(z.string({ error: id }).trim().min(1, id).max(max, 'errors.fieldTooLong'));

/**
 * An optional field: absent, null and '' all mean "not given" (a form sends '' for an empty
 * input). Typed as the plain optional schema: '' is a string anyway.
 */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    schema.optional(),
  ) as unknown as z.ZodOptional<T>;

export const ZCountry = z.enum(ISO_COUNTRIES, { error: 'validation.country.required' });
export const ZCurrency = z.enum(CURRENCIES, { error: 'validation.currency.required' });
export const ZInterval = z.enum(INTERVALS, { error: 'validation.interval.required' });
export const ZEdition = z.enum(ORIGINS, { error: 'validation.edition.required' });
export const ZUsers = z
  .number({ error: 'validation.users.min' })
  .int('validation.users.whole')
  .min(MIN_USERS, 'validation.users.min')
  .max(MAX_USERS, 'validation.users.max');
export const ZCouponCode = withoutNul(z.string().trim().max(64, 'payments.coupon.wrong'));

/** VAT number (spec §5): optional; digits only; 9 to 12 digits. */
export const ZVatNumber = withoutNul(z.string().trim()).regex(
  /^\d{9,12}$/,
  'validation.vat.digits',
);

/** Step 1: the purchase options. */
export const ZQuoteRequest = z.object({
  country: ZCountry,
  currency: ZCurrency,
  interval: ZInterval,
  users: ZUsers,
  edition: ZEdition,
  coupon: optional(ZCouponCode),
  /** Step 2's VAT number, when given: the quote shows reverse charge once the registry confirms it. */
  vatNumber: optional(ZVatNumber),
  /**
   * Step 2's company, with the VAT number: reverse charge needs the name the registry has for the
   * number to be this company's (else VAT is charged and `vatNameMismatch` says why).
   */
  company: optional(ZCompanyName),
});
export type TQuoteRequest = z.input<typeof ZQuoteRequest>;

export const ZQuoteCoupon = z.object({
  code: z.string(),
  percentOff: z.number().optional(),
  amountOff: z.number().int().optional(),
  duration: z.enum(COUPON_DURATIONS),
  durationInMonths: z.number().int().optional(),
});
export type TQuoteCoupon = z.infer<typeof ZQuoteCoupon>;

export const ZQuoteResponse = z.object({
  currency: ZCurrency,
  interval: ZInterval,
  users: z.number().int(),
  /** Price of one user for one interval. */
  unitAmount: z.number().int(),
  subtotal: z.number().int(),
  /** Discount on the first charge. */
  discount: z.number().int(),
  /** VAT/GST on the first charge (subtotal less discount), added on top (tax.ts). */
  tax: z.number().int(),
  /** Its rate in basis points (2000 = 20 %); 0 for reverse charge or where none is collected. */
  taxRateBps: z.number().int(),
  /** standard: the rate is charged; reverse_charge: the business customer accounts for it. */
  taxTreatment: z.enum(TAX_TREATMENTS),
  /** The first charge, tax included: what the checkout takes. */
  total: z.number().int(),
  coupon: ZQuoteCoupon.optional(),
  /**
   * The registry knows the VAT number under another name than the company's: VAT is charged (no
   * reverse charge) until the seller has reviewed it.
   */
  vatNameMismatch: z.literal(true).optional(),
});
export type TQuoteResponse = z.infer<typeof ZQuoteResponse>;

/** Step 2: the customer (spec §3 Checkout) and the billing address. */
export const ZCheckoutCustomer = z.object({
  firstName: ZPersonName('firstName'),
  lastName: ZPersonName('lastName'),
  company: ZCompanyName,
  email: ZEmail,
  phone: ZPhone,
  website: optional(ZWebsite),
  extraLine: optional(ZExtraLine),
});
export type TCheckoutCustomer = z.input<typeof ZCheckoutCustomer>;

/**
 * The billing address. `state` (issue 39): a code of the country's list (billing/states.ts) where
 * addresses carry one (US, CA, AU, BR), required there; ignored elsewhere.
 */
export const ZBillingAddress = z
  .object({
    line1: requiredText('validation.address.required', 200),
    line2: optional(withoutNul(z.string().trim().max(200, 'errors.fieldTooLong'))),
    city: requiredText('validation.city.required', 100),
    state: optional(withoutNul(z.string().trim().max(8, 'validation.state.unknown'))),
    postalCode: requiredText('validation.postalCode.required', 20),
    country: ZCountry,
  })
  .superRefine((address, ctx) => {
    const problem = stateProblem(address.country, address.state);
    if (problem) ctx.addIssue({ code: 'custom', path: ['state'], message: problem });
  });
export type TBillingAddress = z.input<typeof ZBillingAddress>;

/** Step 2 alone, for the form's "next" button. */
export const ZCheckoutDetails = z.object({
  customer: ZCheckoutCustomer,
  address: ZBillingAddress,
  vatNumber: optional(ZVatNumber),
});
export type TCheckoutDetails = z.input<typeof ZCheckoutDetails>;

/**
 * The local card form (step 3) and POST /payments/local/payment-methods: the only request that
 * ever carries a card number. Any missing piece is "Incomplete card information".
 */
export const ZPaymentMethodRequest = z
  .object({
    name: requiredText('validation.card.name', 100),
    number: z
      .string({ error: 'validation.card.incomplete' })
      .transform(cardDigits)
      .refine(
        (digits) => cardNumberLengths(cardBrand(digits)).includes(digits.length),
        'validation.card.incomplete',
      )
      .refine(luhnValid, 'validation.card.numberInvalid'),
    expMonth: z
      .number({ error: 'validation.card.incomplete' })
      .int('validation.card.incomplete')
      .min(1, 'validation.card.expiryInvalid')
      .max(12, 'validation.card.expiryInvalid'),
    /** Four digits. */
    expYear: z
      .number({ error: 'validation.card.incomplete' })
      .int('validation.card.incomplete')
      .min(2000, 'validation.card.expiryInvalid')
      .max(2099, 'validation.card.expiryInvalid'),
    cvc: z
      .string({ error: 'validation.card.incomplete' })
      .regex(/^\d{3,4}$/, 'validation.card.incomplete'),
  })
  .superRefine((card, ctx) => {
    if (cardExpired(card.expMonth, card.expYear)) {
      ctx.addIssue({ code: 'custom', path: ['expYear'], message: 'validation.card.expired' });
    }
    if (card.cvc.length !== cvcLength(cardBrand(card.number))) {
      ctx.addIssue({ code: 'custom', path: ['cvc'], message: 'validation.card.incomplete' });
    }
  });
export type TPaymentMethodRequest = z.input<typeof ZPaymentMethodRequest>;

export const ZPaymentMethodResponse = z.object({
  id: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
});
export type TPaymentMethodResponse = z.infer<typeof ZPaymentMethodResponse>;

/** The whole checkout. The amount is never sent: the server computes it from the plan. */
// The company is the customer's (customer.company), not a quote option.
export const ZCheckoutRequest = ZQuoteRequest.omit({ company: true }).extend({
  customer: ZCheckoutCustomer,
  address: ZBillingAddress,
  vatNumber: optional(ZVatNumber),
  paymentMethodId: withoutNul(
    z
      .string({ error: 'validation.card.incomplete' })
      .min(1, 'validation.card.incomplete')
      .max(255, 'validation.card.incomplete'),
  ),
  termsAccepted: z.literal(true, { error: 'validation.terms.required' }),
});
export type TCheckoutRequest = z.input<typeof ZCheckoutRequest>;

export const CHECKOUT_STATUSES = ['succeeded', 'requires_action', 'failed'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/**
 * What the browser must do before the payment completes. `local`: show the 3-D Secure challenge
 * (the customer approves or refuses), then confirm with that outcome. `stripe`: pass
 * `clientSecret` to Stripe.js `handleNextAction`, then confirm.
 */
export const ZNextAction = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('local_3ds_challenge'),
    /** What the challenge page shows: the amount, and which card. */
    amount: z.number().int(),
    currency: ZCurrency,
    brand: z.enum(CARD_BRANDS),
    last4: z.string(),
  }),
  z.object({ type: z.literal('stripe_3ds'), clientSecret: z.string() }),
]);
export type TNextAction = z.infer<typeof ZNextAction>;

/** Stripe's decline codes of decisions.md's test-card table. */
export const DECLINE_CODES = [
  'card_declined',
  'expired_card',
  'incorrect_cvc',
  'insufficient_funds',
  'processing_error',
  'card_not_supported',
  'authentication_failed',
] as const;
export type DeclineCode = (typeof DECLINE_CODES)[number];

/** What was bought: the plan of the subscription paid. */
export const ZPurchasedPlan = z.object({
  users: z.number().int(),
  interval: ZInterval,
  edition: ZEdition,
});
export type TPurchasedPlan = z.infer<typeof ZPurchasedPlan>;

/** The first invoice, paid at the checkout (amount in minor units). */
export const ZCheckoutInvoice = z.object({
  id: z.string(),
  number: z.string(),
  total: z.number().int(),
  currency: ZCurrency,
});
export type TCheckoutInvoice = z.infer<typeof ZCheckoutInvoice>;

/**
 * What the buyer does next: `create_account` (no account has the paid e-mail), or `sign_in` (one
 * has: signing in with the claim attaches the subscription to it; without a claim, it owns it).
 */
export const CHECKOUT_NEXT_STEPS = ['create_account', 'sign_in'] as const;
export type CheckoutNextStep = (typeof CHECKOUT_NEXT_STEPS)[number];

export const ZCheckoutResponse = z.object({
  status: z.enum(CHECKOUT_STATUSES),
  checkoutId: z.string(),
  /** 'failed': the text to show, in the request's language. */
  message: z.string().optional(),
  /** 'failed': the decline code. */
  code: z.enum(DECLINE_CODES).optional(),
  nextAction: ZNextAction.optional(),
  /** 'succeeded': the paid e-mail, the plan, the first invoice, and the next step. */
  email: z.string().optional(),
  plan: ZPurchasedPlan.optional(),
  invoice: ZCheckoutInvoice.optional(),
  next: z.enum(CHECKOUT_NEXT_STEPS).optional(),
  /**
   * 'succeeded', to the browser that paid (not to a repeated confirmation): the one-time claim of
   * the subscription, for `/create-account?claim=` or `/login?claim=` (valid one day, single use;
   * the receipt e-mail carries another, valid 30 days). Absent once the subscription has an owner.
   */
  claimToken: z.string().optional(),
  /** With the claim: opens the invoice's PDF at POST /payments/checkout/receipt for one hour. */
  receiptToken: z.string().optional(),
});
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

/** POST /payments/checkout/claim: what a claim is for, before the account is created or signed in. */
export const ZClaimRequest = z.object({ claim: ZClaimToken });
export type TClaimRequest = z.infer<typeof ZClaimRequest>;

export const ZClaimResponse = z.object({
  /** The paid e-mail: the account that takes the subscription has this one. */
  email: z.string(),
  /** An account has this e-mail: sign in with the claim instead of creating one. */
  accountExists: z.boolean(),
  plan: ZPurchasedPlan,
  /**
   * Who paid, as typed at the checkout: the account form starts from it and does not ask again
   * (the company is shown, the account has none of its own).
   */
  customer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    company: z.string(),
  }),
});
export type TClaimResponse = z.infer<typeof ZClaimResponse>;

/** POST /payments/checkout/receipt: the first invoice's PDF, for the browser that paid. */
export const ZReceiptRequest = z.object({
  receiptToken: withoutNul(z.string().min(1).max(100)),
});
export type TReceiptRequest = z.infer<typeof ZReceiptRequest>;

/** After the 3-D Secure challenge. `outcome` is the local challenge's answer; Stripe sends none. */
export const ZCheckoutConfirmRequest = z.object({
  outcome: z.enum(['approved', 'refused']).optional(),
});
export type TCheckoutConfirmRequest = z.input<typeof ZCheckoutConfirmRequest>;

/** The `payments` part of runtime-config.json: which card form the browser shows. */
// The runtime config's payments part lives with the runtime config: the shell reads it at start
// and must not download this whole contract for it.
export { ZPaymentsRuntimeConfig, type TPaymentsRuntimeConfig } from '../api/runtimeConfig';

/** Decline code -> the message of decisions.md's table (ids of the catalogue). */
export const DECLINE_MESSAGES = {
  card_declined: 'payments.refused',
  expired_card: 'payments.refused',
  incorrect_cvc: 'payments.refused',
  authentication_failed: 'payments.refused',
  insufficient_funds: 'payments.declined',
  processing_error: 'payments.error',
  card_not_supported: 'payments.notSupported',
} as const satisfies Record<DeclineCode, string>;

/** The header a checkout must carry (any unique string per attempt, e.g. a UUID). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
