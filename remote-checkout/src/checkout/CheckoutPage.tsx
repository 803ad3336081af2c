import { useCallback, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Button,
  errorBody,
  getErrorMessage,
  isConnectionError,
  Skeleton,
  Stepper,
  useLocale,
} from '@portal/shell/platform';
import { DEFAULT_ORIGIN } from '@portal/shared/constants';
import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import { DECLINE_MESSAGES } from '@portal/shared/payments/contract';
import type {
  TCheckoutDetails,
  TCheckoutResponse,
  TNextAction,
  TQuoteRequest,
} from '@portal/shared/payments/contract';
import { currencyForCountry, DEFAULT_COUNTRY } from '@portal/shared/payments/countries';
import { formatAmount } from '@portal/shared/payments/prices';
import { useCheckoutMutation, useConfirmCheckoutMutation } from './api';
import { DetailsStep } from './details/DetailsStep';
import { clearDraft, readDraft, useDraft } from './draft';
import { OptionsStep } from './options/OptionsStep';
import { CheckoutSuccess } from './outcome/CheckoutSuccess';
import { Outcome } from './outcome/Outcome';
import { EMPTY_CARD } from './payment/cardForm';
import type { CardValues } from './payment/cardForm';
import { PaymentStep } from './payment/PaymentStep';
import { usePaymentsConfig } from './payment/usePaymentsConfig';
import { CHECKOUT_STEPS } from './steps';
import { PriceSummary } from './summary/PriceSummary';
import { useQuote } from './summary/useQuote';
import './checkout.css';
import '../i18n/messages';

type Step = 0 | 1 | 2;

interface Draft {
  step: Step;
  options: TQuoteRequest;
  details: TCheckoutDetails;
}

const NEW_DRAFT: Draft = {
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

const isDraft = (value: unknown): value is Draft =>
  typeof value === 'object' &&
  value !== null &&
  [0, 1, 2].includes((value as Draft).step) &&
  typeof (value as Draft).options === 'object' &&
  typeof (value as Draft).details === 'object';

/** The login's "subscribe" link for an unpaid account brings its e-mail (`?email=`). */
function withEmail(draft: Draft, email: string | null): Draft {
  if (!email || draft.details.customer.email) return draft;
  return {
    ...draft,
    details: { ...draft.details, customer: { ...draft.details.customer, email } },
  };
}

/** After "Pay": running, the bank's check, or the end of the flow (spec §4 Checkout). */
type Phase =
  | { kind: 'form' }
  | { kind: 'paying' }
  | { kind: 'challenge'; checkoutId: string; action: TNextAction }
  | { kind: 'success'; email: string; answer: TCheckoutResponse }
  | { kind: 'error'; message: string };

const STEP_OF_FIELD = (name: string): Step | null =>
  name === 'coupon' || name in NEW_DRAFT.options
    ? 0
    : name === 'vatNumber' || name.startsWith('customer.') || name.startsWith('address.')
      ? 1
      : null;

/**
 * `/checkout` (spec §2): purchase options, customer details, card payment; then payment ongoing,
 * the 3-D Secure challenge when the card asks for it, and success or error. Steps 1 and 2 survive a
 * reload (sessionStorage); the card never leaves memory.
 */
export default function CheckoutPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const [draft, setDraft] = useDraft<Draft>(() =>
    withEmail(readDraft(NEW_DRAFT, isDraft), searchParams.get('email')),
  );
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
  const quoteState = useQuote(draft.options);
  const [checkout] = useCheckoutMutation();
  const [confirm] = useConfirmCheckoutMutation();

  const goTo = (step: Step) => {
    setMoved(true);
    setDraft((previous) => ({ ...previous, step }));
    setPhase({ kind: 'form' });
  };
  const onOptions = useCallback(
    (options: TQuoteRequest) => setDraft((previous) => ({ ...previous, options })),
    [setDraft],
  );
  const onDetails = useCallback(
    (details: TCheckoutDetails) => setDraft((previous) => ({ ...previous, details })),
    [setDraft],
  );

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

  const stepContent = () => {
    if (draft.step === 0) {
      return (
        <OptionsStep
          values={draft.options}
          onChange={onOptions}
          onNext={() => goTo(1)}
          quote={quoteState.quote}
          couponError={quoteState.couponError}
          quoteUpdating={quoteState.updating}
          focusHeading={moved}
        />
      );
    }
    if (draft.step === 1) {
      return (
        <DetailsStep
          values={draft.details}
          onChange={onDetails}
          onBack={() => goTo(0)}
          onNext={() => {
            setServerErrors({});
            goTo(2);
          }}
          serverErrors={serverErrors[1]}
          focusHeading={moved}
        />
      );
    }
    if (!config) return <Skeleton lines={6} />;
    return (
      <PaymentStep
        config={config}
        quote={quoteState.quote}
        card={card.values}
        termsAccepted={card.terms}
        onCardChange={(values, terms) => setCard({ values, terms })}
        onBack={() => goTo(1)}
        onPay={pay}
        focusHeading={moved}
      />
    );
  };

  const content = () => {
    switch (phase.kind) {
      case 'form':
        return stepContent();
      case 'paying':
        return (
          <Outcome titleId="checkout.paying.title">
            <p className="checkout-text" role="status">
              <span className="ui-spinner" aria-hidden="true" />{' '}
              <FormattedMessage id="checkout.paying.text" />
            </p>
          </Outcome>
        );
      case 'challenge': {
        const { action, checkoutId } = phase;
        return (
          <Outcome titleId="checkout.challenge.title">
            {action.type === 'local_3ds_challenge' ? (
              <>
                <p className="checkout-text">
                  <FormattedMessage
                    id="checkout.challenge.text"
                    values={{
                      amount: formatAmount(action.amount, action.currency, LOCALE_TAGS[locale]),
                    }}
                  />{' '}
                  <span>•••• {action.last4}</span>
                </p>
                <div className="checkout-actions">
                  <Button
                    variant="secondary"
                    onClick={() => void answerChallenge(checkoutId, 'refused')}
                  >
                    <FormattedMessage id="checkout.challenge.decline" />
                  </Button>
                  <Button onClick={() => void answerChallenge(checkoutId, 'approved')}>
                    <FormattedMessage id="checkout.challenge.approve" />
                  </Button>
                </div>
              </>
            ) : (
              <Button onClick={() => void stripeChallenge(checkoutId, action.clientSecret)}>
                <FormattedMessage id="checkout.challenge.redirect" />
              </Button>
            )}
          </Outcome>
        );
      }
      case 'success':
        return <CheckoutSuccess answer={phase.answer} email={phase.email} />;
      case 'error':
        return (
          <Outcome titleId="checkout.error.title">
            <Alert messages={[phase.message]} />
            <Button onClick={() => goTo(2)}>
              <FormattedMessage id="checkout.error.retry" />
            </Button>
          </Outcome>
        );
    }
  };

  const current = phase.kind === 'success' ? CHECKOUT_STEPS.length : draft.step;
  return (
    <div className="checkout-page">
      <h1 className="ui-page-title">
        <FormattedMessage id="shell.heading.checkout" />
      </h1>
      <p className="checkout-text">
        <FormattedMessage id="checkout.intro" />
      </p>
      <Stepper
        label={intl.formatMessage({ id: 'checkout.steps' })}
        steps={CHECKOUT_STEPS.map((step) => ({ id: step, label: <FormattedMessage id={step} /> }))}
        current={current}
      />
      <div className="checkout-layout">
        <div className="checkout-main">{content()}</div>
        {phase.kind === 'success' ? null : (
          <PriceSummary
            quote={quoteState.quote}
            updating={quoteState.updating}
            failed={quoteState.failed}
          />
        )}
      </div>
      <p className="checkout-text checkout-login">
        <FormattedMessage id="checkout.haveAccount" />{' '}
        <Link to="/login">
          <FormattedMessage id="checkout.logIn" />
        </Link>
      </p>
    </div>
  );
}
