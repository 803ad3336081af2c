import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { errorBody, getErrorMessage, isConnectionError } from '@portal/shell/platform';
import { DECLINE_MESSAGES } from '@portal/shared/payments/contract';
import { ZCompanyName } from '@portal/shared/validation/profile';
import type {
  TCheckoutDetails,
  TCheckoutResponse,
  TNextAction,
  TQuoteRequest,
} from '@portal/shared/payments/contract';
import { useCheckoutMutation, useConfirmCheckoutMutation } from './api';
import { clearDraft, NEW_DRAFT, readDraft, useDraft } from './draft';
import type { Draft, Step } from './draft';
import { EMPTY_CARD } from './payment/cardForm';
import type { CardValues } from './payment/cardForm';
import { usePaymentsConfig } from './payment/usePaymentsConfig';
import { useQuote } from './summary/useQuote';

/** After "Pay": running, the bank's check, or the end of the flow (spec §4 Checkout). */
export type Phase =
  | { kind: 'form' }
  | { kind: 'paying' }
  | { kind: 'challenge'; checkoutId: string; action: TNextAction }
  | { kind: 'success'; email: string; answer: TCheckoutResponse }
  | { kind: 'error'; message: string };

/** The login's "subscribe" link for an unpaid account brings its e-mail (`?email=`). */
function withEmail(draft: Draft, email: string | null): Draft {
  if (!email || draft.details.customer.email) return draft;
  return {
    ...draft,
    details: { ...draft.details, customer: { ...draft.details.customer, email } },
  };
}

const STEP_OF_FIELD = (name: string): Step | null =>
  name === 'coupon' || name in NEW_DRAFT.options
    ? 0
    : name === 'vatNumber' || name.startsWith('customer.') || name.startsWith('address.')
      ? 1
      : null;

/**
 * What the price summary asks: from step 2 a well-formed VAT number goes with the options, and
 * the company: the server prices reverse charge once the registry confirms the number under the
 * company's name, as the checkout will.
 */
export function quoteRequest(draft: Draft): TQuoteRequest {
  const vatNumber = (draft.details.vatNumber ?? '').trim();
  if (draft.step === 0 || !/^\d{9,12}$/.test(vatNumber)) return draft.options;
  const company = draft.details.customer.company;
  return {
    ...draft.options,
    vatNumber,
    ...(ZCompanyName.safeParse(company).success ? { company } : {}),
  };
}

/**
 * The checkout's state and moves: the draft (steps 1 and 2, kept over a reload), the live quote,
 * the card in memory, the server's refusals sent back to their step, and the payment with its
 * 3-D Secure challenge. The page only shows what this says.
 */
export function useCheckoutFlow() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const [draft, setDraft] = useDraft(() => withEmail(readDraft(), searchParams.get('email')));
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [card, setCard] = useState<{ values: CardValues; terms: boolean }>({
    values: EMPTY_CARD,
    terms: false,
  });
  const [serverErrors, setServerErrors] = useState<Record<number, Record<string, string>>>({});
  // Focus follows the steps once the customer moves between them, not on arrival.
  const [moved, setMoved] = useState(false);
  // An attempt the server never answered (lost connection): retrying it sends the very same
  // request, key included, so it charges at most once.
  const unanswered = useRef<{ key: string; paymentMethodId: string; order: string } | null>(null);
  const config = usePaymentsConfig();
  const quote = useQuote(quoteRequest(draft));
  const [checkout] = useCheckoutMutation();
  const [confirm] = useConfirmCheckoutMutation();

  const goTo = (step: Step) => {
    setMoved(true);
    setDraft((previous) => ({ ...previous, step }));
    setPhase({ kind: 'form' });
  };
  const setOptions = useCallback(
    (options: TQuoteRequest) => setDraft((previous) => ({ ...previous, options })),
    [setDraft],
  );
  const setDetails = useCallback(
    (details: TCheckoutDetails) => setDraft((previous) => ({ ...previous, details })),
    [setDraft],
  );
  /** Step 2 done: its earlier refusals are answered. */
  const detailsDone = () => {
    setServerErrors({});
    goTo(2);
  };

  const settle = (answer: TCheckoutResponse) => {
    if (answer.status === 'succeeded') {
      unanswered.current = null;
      clearDraft();
      setCard({ values: EMPTY_CARD, terms: false });
      setPhase({
        kind: 'success',
        email: draft.details.customer.email.trim().toLowerCase(),
        answer,
      });
    } else if (answer.status === 'requires_action' && answer.nextAction) {
      setPhase({ kind: 'challenge', checkoutId: answer.checkoutId, action: answer.nextAction });
    } else {
      unanswered.current = null;
      const message =
        answer.message ??
        (answer.code ? intl.formatMessage({ id: DECLINE_MESSAGES[answer.code] }) : null) ??
        intl.formatMessage({ id: 'checkout.error.unknown' });
      setPhase({ kind: 'error', message });
    }
  };

  /** A refusal about step 1 or 2 (coupon, VAT number, an e-mail that already pays) sends the customer there. */
  const refusal = (error: unknown): boolean => {
    const fields = errorBody(error)?.fields ?? {};
    const names = Object.keys(fields);
    const step = names.map(STEP_OF_FIELD).find((s): s is Step => s !== null);
    if (step === undefined) return false;
    unanswered.current = null;
    setServerErrors({
      [step]: Object.fromEntries(
        names.filter((n) => STEP_OF_FIELD(n) === step).map((n) => [n, fields[n]!]),
      ),
    });
    goTo(step);
    return true;
  };

  const pay = async (paymentMethodId: string) => {
    const order = { ...draft.options, ...draft.details, termsAccepted: true as const };
    const fingerprint = JSON.stringify([order, card.values]);
    const attempt =
      unanswered.current?.order === fingerprint
        ? unanswered.current
        : { key: crypto.randomUUID(), paymentMethodId, order: fingerprint };
    unanswered.current = attempt;
    setPhase({ kind: 'paying' });
    try {
      const answer = await checkout({
        idempotencyKey: attempt.key,
        body: { ...order, paymentMethodId: attempt.paymentMethodId },
      }).unwrap();
      settle(answer);
    } catch (error) {
      if (!isConnectionError(error)) unanswered.current = null;
      if (refusal(error)) return;
      setPhase({ kind: 'error', message: getErrorMessage(error, intl) });
    }
  };

  const answerChallenge = async (checkoutId: string, outcome: 'approved' | 'refused') => {
    setPhase({ kind: 'paying' });
    try {
      settle(await confirm({ checkoutId, body: { outcome } }).unwrap());
    } catch (error) {
      setPhase({ kind: 'error', message: getErrorMessage(error, intl) });
    }
  };

  const stripeChallenge = async (checkoutId: string, clientSecret: string) => {
    const key = config?.stripePublishableKey;
    if (!key) return;
    const { handleStripeAction } = await import('./payment/stripe/StripeCardForm');
    const failed = await handleStripeAction(key, clientSecret);
    setPhase({ kind: 'paying' });
    try {
      // After a failed challenge too: the server reads from Stripe how it ended and ends the
      // checkout, so the e-mail may try again at once (a live checkout holds it).
      settle(await confirm({ checkoutId, body: {} }).unwrap());
    } catch (error) {
      if (failed) unanswered.current = null;
      setPhase({
        kind: 'error',
        message: failed
          ? intl.formatMessage({ id: DECLINE_MESSAGES.authentication_failed })
          : getErrorMessage(error, intl),
      });
    }
  };

  return {
    draft,
    phase,
    card,
    setCard,
    serverErrors,
    moved,
    config,
    quote,
    goTo,
    setOptions,
    setDetails,
    detailsDone,
    pay,
    answerChallenge,
    stripeChallenge,
  };
}

export type CheckoutFlow = ReturnType<typeof useCheckoutFlow>;
