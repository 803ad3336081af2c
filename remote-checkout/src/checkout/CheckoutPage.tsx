import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CHECKOUT_STEPS } from './steps';
import { SUPPORT_EMAIL } from './support';
import './checkout.css';
import '../i18n/messages';

/**
 * `/checkout` (spec §2): the three steps of a subscription. Payment itself arrives with the checkout
 * issue; until then the page says how to subscribe instead of showing a form that charges nothing.
 */
export default function CheckoutPage() {
  const intl = useIntl();
  return (
    <div className="checkout-page">
      <section className="checkout-card" aria-labelledby="checkout-title">
        <h1 id="checkout-title" className="checkout-title">
          <FormattedMessage id="checkout.title" />
        </h1>
        <p className="checkout-text">
          <FormattedMessage id="checkout.intro" />
        </p>
        <ol className="checkout-steps" aria-label={intl.formatMessage({ id: 'checkout.steps' })}>
          {CHECKOUT_STEPS.map((step, index) => {
            const current = index === 0;
            return (
              <li key={step} className="checkout-step" aria-current={current ? 'step' : undefined}>
                <span className="checkout-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span>
                  <FormattedMessage id={step} />
                  {current ? (
                    <span className="checkout-visually-hidden">
                      {' ('}
                      <FormattedMessage id="checkout.step.current" />
                      {')'}
                    </span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ol>
        <p className="checkout-text">
          <FormattedMessage
            id="checkout.unavailable"
            values={{
              email: (
                <a className="checkout-link" href={`mailto:${SUPPORT_EMAIL}`}>
                  {SUPPORT_EMAIL}
                </a>
              ),
            }}
          />
        </p>
      </section>
      <p className="checkout-footer">
        <FormattedMessage id="checkout.haveAccount" />{' '}
        <Link className="checkout-link" to="/login">
          <FormattedMessage id="checkout.logIn" />
        </Link>
      </p>
    </div>
  );
}
