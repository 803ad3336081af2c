import { useCallback, useState } from 'react';
import { z } from 'zod';
import { DEFAULT_ORIGIN } from '@portal/shared/constants';
import { ZCountry, ZCurrency, ZEdition, ZInterval } from '@portal/shared/payments/contract';
import type { TCheckoutDetails, TQuoteRequest } from '@portal/shared/payments/contract';
import { currencyForCountry, DEFAULT_COUNTRY } from '@portal/shared/payments/countries';

/**
 * What survives a reload of the checkout: the step and the values of steps 1 and 2, in this tab's
 * sessionStorage. Card data is never part of it (issue: "a reload keeps steps 1 and 2, never card data").
 */
const KEY = 'portal.checkout.draft';

export type Step = 0 | 1 | 2;

export interface Draft {
  step: Step;
  options: TQuoteRequest;
  details: TCheckoutDetails;
}

export const NEW_DRAFT: Draft = {
  step: 0,
  options: {
    country: DEFAULT_COUNTRY,
    currency: currencyForCountry(DEFAULT_COUNTRY) ?? 'USD',
    interval: 'month',
    users: 1,
    edition: DEFAULT_ORIGIN,
  },
  details: {
    customer: {
      firstName: '',
      lastName: '',
      company: '',
      email: '',
      phone: '',
      website: '',
      extraLine: '',
    },
    address: { line1: '', line2: '', city: '', postalCode: '', country: DEFAULT_COUNTRY },
    vatNumber: '',
  },
};

// The draft is half-typed by nature, so it is checked for its shape, not for completeness: the
// options and countries are the choices the form offers (the options price the summary at once),
// the rest any text (each step's form validates before going on). Unknown keys are dropped.
const text = z.string().max(1000);
const ZDraft = z.object({
  step: z.literal([0, 1, 2]),
  options: z.object({
    country: ZCountry,
    currency: ZCurrency,
    interval: ZInterval,
    users: z.number(),
    edition: ZEdition,
    coupon: text.optional(),
    vatNumber: text.optional(),
  }),
  details: z.object({
    customer: z.object({
      firstName: text,
      lastName: text,
      company: text,
      email: text,
      phone: text,
      website: text.optional(),
      extraLine: text.optional(),
    }),
    address: z.object({
      line1: text,
      line2: text.optional(),
      city: text,
      postalCode: text,
      country: ZCountry,
    }),
    vatNumber: text.optional(),
  }),
}) satisfies z.ZodType<Draft>;

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The stored draft, or a new one when there is none or it is not JSON of the draft's shape. */
export function readDraft(): Draft {
  try {
    const raw = sessionStore()?.getItem(KEY);
    if (!raw) return NEW_DRAFT;
    const parsed = ZDraft.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as Draft) : NEW_DRAFT;
  } catch {
    return NEW_DRAFT;
  }
}

export function writeDraft(value: Draft) {
  try {
    sessionStore()?.setItem(KEY, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: the checkout then lives in memory only.
  }
}

export function clearDraft() {
  try {
    sessionStore()?.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** State mirrored to sessionStorage on every change. */
export function useDraft(initial: () => Draft) {
  const [value, setValue] = useState(initial);
  const update = useCallback((next: (previous: Draft) => Draft) => {
    setValue((previous) => {
      const result = next(previous);
      writeDraft(result);
      return result;
    });
  }, []);
  return [value, update] as const;
}
