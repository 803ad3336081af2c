import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CardPage, Stepper } from '@portal/shell/platform';
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
    <CardPage
      wide
      title={<FormattedMessage id="checkout.title" />}
      intro={<FormattedMessage id="checkout.intro" />}
      footer={
        <span>
          <FormattedMessage id="checkout.haveAccount" />{' '}
          <Link to="/login">
            <FormattedMessage id="checkout.logIn" />
          </Link>
        </span>
      }
    >
      <Stepper
        label={intl.formatMessage({ id: 'checkout.steps' })}
        steps={CHECKOUT_STEPS.map((step) => ({ id: step, label: <FormattedMessage id={step} /> }))}
        current={0}
      />
      <p className="checkout-text">
        <FormattedMessage
          id="checkout.unavailable"
          values={{ email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> }}
        />
      </p>
    </CardPage>
  );
}
