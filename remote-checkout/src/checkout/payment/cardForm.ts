import { z } from 'zod';
import { ZCheckoutRequest, ZPaymentMethodRequest } from '@portal/shared/payments/contract';
import type { TPaymentMethodRequest } from '@portal/shared/payments/contract';
import { parseExpiry } from '../card/cardNumber';

/** What the customer types at step 3; it lives in memory only, never in storage. */
export interface CardValues {
  name: string;
  number: string;
  /** "MM / YY" */
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD: CardValues = { name: '', number: '', expiry: '', cvc: '' };

/** The tokenising call's body from the form's fields. */
export const paymentMethodBody = (card: CardValues): TPaymentMethodRequest => ({
  name: card.name,
  number: card.number,
  ...parseExpiry(card.expiry),
  cvc: card.cvc,
});

/** The API's month and year problems belong to the form's one expiry field. */
const formField = (path: PropertyKey | undefined) =>
  path === 'expMonth' || path === 'expYear' ? 'expiry' : String(path);

const ZTerms = z.object({ termsAccepted: z.boolean() }).superRefine((value, ctx) => {
  const terms = ZCheckoutRequest.shape.termsAccepted.safeParse(value.termsAccepted);
  if (!terms.success) {
    ctx.addIssue({
      code: 'custom',
      path: ['termsAccepted'],
      message: terms.error.issues[0]?.message ?? 'validation.terms.required',
    });
  }
});

/** Step 3 with the local card form: the shared card rules (one problem per field) and the terms. */
export const ZLocalPaymentForm = z
  .object({
    name: z.string(),
    number: z.string(),
    expiry: z.string(),
    cvc: z.string(),
    termsAccepted: z.boolean(),
  })
  .superRefine((form, ctx) => {
    const card = ZPaymentMethodRequest.safeParse(paymentMethodBody(form));
    const seen = new Set<string>();
    for (const issue of card.success ? [] : card.error.issues) {
      const field = formField(issue.path[0]);
      if (seen.has(field)) continue;
      seen.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
    for (const issue of ZTerms.safeParse(form).error?.issues ?? []) ctx.addIssue({ ...issue });
  });

/** Step 3 with Stripe's Payment Element: Stripe checks the card, the form checks the terms. */
export const ZStripePaymentForm = ZTerms;
