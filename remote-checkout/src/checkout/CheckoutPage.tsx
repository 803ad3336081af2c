import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Alert, Button, Skeleton, Stepper } from '@portal/shell/platform';
import { DetailsStep } from './details/DetailsStep';
import { OptionsStep } from './options/OptionsStep';
import { Challenge } from './outcome/Challenge';
import { CheckoutSuccess } from './outcome/CheckoutSuccess';
import { Outcome } from './outcome/Outcome';
import { PaymentStep } from './payment/PaymentStep';
import { CHECKOUT_STEPS } from './steps';
import { PriceSummary } from './summary/PriceSummary';
import { useCheckoutFlow } from './useCheckoutFlow';
import type { CheckoutFlow } from './useCheckoutFlow';
import { LOGIN_PATH } from '@portal/shared/routes/paths';
import './checkout.css';
import '../i18n/messages';

/**
 * `/checkout` (spec §2): purchase options, customer details, card payment; then payment ongoing,
 * the 3-D Secure challenge when the card asks for it, and success or error. Steps 1 and 2 survive a
 * reload (sessionStorage); the card never leaves memory. The flow lives in `useCheckoutFlow`.
 */
export default function CheckoutPage() {
  const intl = useIntl();
  const flow = useCheckoutFlow();
  const { phase, quote } = flow;
  const current = phase.kind === 'success' ? CHECKOUT_STEPS.length : flow.draft.step;
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
        <div className="checkout-main">
          <PhaseContent flow={flow} />
        </div>
        {phase.kind === 'success' ? null : (
          <PriceSummary quote={quote.quote} updating={quote.updating} failed={quote.failed} />
        )}
      </div>
      {/* Once paid, the success screen says the one next step: signing in only when the e-mail
          already has an account, never "Already a customer?" to a new one. */}
      {phase.kind === 'success' ? null : (
        <p className="checkout-text checkout-login">
          <FormattedMessage id="checkout.haveAccount" />{' '}
          <Link to={LOGIN_PATH}>
            <FormattedMessage id="checkout.logIn" />
          </Link>
        </p>
      )}
    </div>
  );
}

/** The form's step, or what follows "Pay". */
function PhaseContent({ flow }: { flow: CheckoutFlow }) {
  const { phase } = flow;
  switch (phase.kind) {
    case 'form':
      return <StepContent flow={flow} />;
    case 'paying':
      return (
        <Outcome titleId="checkout.paying.title">
          <p className="checkout-text" role="status">
            <span className="ui-spinner" aria-hidden="true" />{' '}
            <FormattedMessage id="checkout.paying.text" />
          </p>
        </Outcome>
      );
    case 'challenge':
      return (
        <Challenge
          action={phase.action}
          onAnswer={(outcome) => void flow.answerChallenge(phase.checkoutId, outcome)}
          onStripe={(secret) => void flow.stripeChallenge(phase.checkoutId, secret)}
        />
      );
    case 'success':
      return <CheckoutSuccess answer={phase.answer} email={phase.email} />;
    case 'error':
      return (
        <Outcome titleId="checkout.error.title">
          <Alert messages={[phase.message]} />
          <Button onClick={() => flow.goTo(2)}>
            <FormattedMessage id="checkout.error.retry" />
          </Button>
        </Outcome>
      );
  }
}

function StepContent({ flow }: { flow: CheckoutFlow }) {
  const { draft, quote, moved } = flow;
  if (draft.step === 0) {
    return (
      <OptionsStep
        values={draft.options}
        onChange={flow.setOptions}
        onNext={() => flow.goTo(1)}
        quote={quote.quote}
        couponError={quote.couponError}
        quoteUpdating={quote.updating}
        focusHeading={moved}
      />
    );
  }
  if (draft.step === 1) {
    return (
      <DetailsStep
        values={draft.details}
        onChange={flow.setDetails}
        onBack={() => flow.goTo(0)}
        onNext={flow.detailsDone}
        serverErrors={flow.serverErrors[1]}
        focusHeading={moved}
      />
    );
  }
  if (!flow.config) return <Skeleton lines={6} />;
  return (
    <PaymentStep
      config={flow.config}
      quote={quote.quote}
      card={flow.card.values}
      termsAccepted={flow.card.terms}
      onCardChange={(values, terms) => flow.setCard({ values, terms })}
      onBack={() => flow.goTo(1)}
      onPay={flow.pay}
      focusHeading={moved}
    />
  );
}
