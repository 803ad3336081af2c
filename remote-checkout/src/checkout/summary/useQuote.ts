import { useEffect, useRef, useState } from 'react';
import { errorBody } from '@portal/shell/platform';
import { useQuoteMutation } from '../api';
import type { TQuoteRequest, TQuoteResponse } from '@portal/shared/payments/contract';

export interface QuoteState {
  quote: TQuoteResponse | null;
  /** The server's text when it refused the coupon of the request (spec §5 coupon rules). */
  couponError: string | null;
  updating: boolean;
  failed: boolean;
}

/** Waits for the customer to pause before asking the server again. */
const PAUSE_MS = 250;

/**
 * The server's price for the purchase options, recomputed when they change (the browser never
 * computes an amount). A refused coupon keeps its message and the summary shows the price without it.
 */
export function useQuote(request: TQuoteRequest | null): QuoteState {
  const [quoteCall] = useQuoteMutation();
  const [state, setState] = useState<QuoteState>({
    quote: null,
    couponError: null,
    updating: request !== null,
    failed: false,
  });
  const latest = useRef(0);
  const key = request ? JSON.stringify(request) : null;

  useEffect(() => {
    if (!key) return;
    const body = JSON.parse(key) as TQuoteRequest;
    const ticket = ++latest.current;
    // A verdict on a coupon no longer asked about is dropped at once.
    setState((previous) => ({
      ...previous,
      updating: true,
      couponError: body.coupon ? previous.couponError : null,
    }));
    const timer = setTimeout(async () => {
      const next = await computeQuote(body, (b) => quoteCall(b).unwrap());
      if (ticket === latest.current) setState({ ...next, updating: false });
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [key, quoteCall]);

  return state;
}

async function computeQuote(
  body: TQuoteRequest,
  call: (body: TQuoteRequest) => Promise<TQuoteResponse>,
): Promise<Omit<QuoteState, 'updating'>> {
  try {
    return { quote: await call(body), couponError: null, failed: false };
  } catch (error) {
    const couponError = body.coupon ? errorBody(error)?.fields?.coupon : undefined;
    if (!couponError) return { quote: null, couponError: null, failed: true };
    const withoutCoupon = { ...body, coupon: undefined };
    try {
      return { quote: await call(withoutCoupon), couponError, failed: false };
    } catch {
      return { quote: null, couponError, failed: true };
    }
  }
}
