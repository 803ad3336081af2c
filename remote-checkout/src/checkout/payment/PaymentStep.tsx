import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { ChangeEvent, ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Button,
  Checkbox,
  Skeleton,
  TextField,
  useLocale,
  useZodForm,
} from '@portal/shell/platform';
import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import { cardBrand, cardBrandName, formatCardNumber } from '@portal/shared/payments/card';
import type { TPaymentsRuntimeConfig, TQuoteResponse } from '@portal/shared/payments/contract';
import { formatAmount } from '@portal/shared/payments/prices';
import { useCreatePaymentMethodMutation } from '../api';
import { formatExpiry } from '../card/cardNumber';
import { StepHeading } from '../StepHeading';
import { paymentMethodBody, ZLocalPaymentForm, ZStripePaymentForm } from './cardForm';
import type { CardValues } from './cardForm';
import type { StripeCardHandle } from './stripe/StripeCardForm';
import { Terms } from './Terms';

// Stripe's code arrives only when Stripe is configured and step 3 is shown.
const StripeCardForm = lazy(() => import('./stripe/StripeCardForm'));

export interface PaymentStepProps {
  config: TPaymentsRuntimeConfig;
  quote: TQuoteResponse | null;
  card: CardValues;
  termsAccepted: boolean;
  onCardChange: (card: CardValues, termsAccepted: boolean) => void;
  onBack: () => void;
  /** Runs the checkout with the tokenised card; a thrown error is shown under the form. */
  onPay: (paymentMethodId: string) => Promise<void>;
  focusHeading: boolean;
}

/** Step 3 (spec §2 Checkout, §1 terms): the card and the terms, then pay. */
export function PaymentStep(props: PaymentStepProps) {
  return props.config.provider === 'stripe' && props.config.stripePublishableKey ? (
    <StripePayment {...props} publishableKey={props.config.stripePublishableKey} />
  ) : (
    <LocalPayment {...props} />
  );
}

interface PaymentFooterProps {
  quote: TQuoteResponse | null;
  busy: boolean;
  /** The form's `field('termsAccepted')`. */
  termsField: Omit<ComponentProps<typeof Checkbox>, 'label'>;
  onBack: () => void;
  formError: string | null | undefined;
}

/** What both card forms end with: the terms, their acceptance, back and pay, the form's message. */
function PaymentFooter({ quote, busy, termsField, onBack, formError }: PaymentFooterProps) {
  const locale = useLocale();
  return (
    <>
      <Terms />
      <Checkbox label={<FormattedMessage id="checkout.terms.accept" />} {...termsField} />
      <div className="checkout-actions">
        <Button variant="secondary" onClick={onBack}>
          <FormattedMessage id="checkout.back" />
        </Button>
        <Button type="submit" busy={busy}>
          {quote ? (
            <FormattedMessage
              id="checkout.pay"
              values={{ amount: formatAmount(quote.total, quote.currency, LOCALE_TAGS[locale]) }}
            />
          ) : (
            <FormattedMessage id="checkout.payNow" />
          )}
        </Button>
      </div>
      <Alert messages={[formError]} />
    </>
  );
}

function LocalPayment({
  quote,
  card,
  termsAccepted,
  onCardChange,
  onBack,
  onPay,
  focusHeading,
}: PaymentStepProps) {
  const [tokenise] = useCreatePaymentMethodMutation();
  const form = useZodForm(ZLocalPaymentForm, { defaultValues: { ...card, termsAccepted } });
  const { field, getValues, formError, formState } = form;
  const keep = () => {
    const { termsAccepted: accepted, ...values } = getValues();
    onCardChange(values, accepted);
  };
  // Card and expiry are written as printed on the card while the customer types.
  const formatted = (name: 'number' | 'expiry', format: (value: string) => string) => {
    const registered = field(name);
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = format(event.target.value);
        void registered.onChange(event).then(keep);
      },
    };
  };
  const number = form.watch('number');
  const brand = cardBrand(number ?? '');

  const onSubmit = form.submit(async (values) => {
    keep();
    const method = await tokenise(paymentMethodBody(values)).unwrap();
    await onPay(method.id);
  });

  return (
    <form className="checkout-form" noValidate onSubmit={onSubmit} onChange={keep}>
      <StepHeading id="checkout.step.payment" focus={focusHeading} />
      <h3 className="checkout-section-title">
        <FormattedMessage id="checkout.payment.card" />
      </h3>
      <TextField
        label={<FormattedMessage id="checkout.card.name" />}
        autoComplete="cc-name"
        {...field('name')}
      />
      <TextField
        label={<FormattedMessage id="checkout.card.number" />}
        autoComplete="cc-number"
        inputMode="numeric"
        spellCheck={false}
        hint={
          brand === 'unknown' ? undefined : (
            <FormattedMessage id="checkout.card.brand" values={{ brand: cardBrandName(brand) }} />
          )
        }
        {...formatted('number', formatCardNumber)}
      />
      <div className="checkout-row">
        <TextField
          label={<FormattedMessage id="checkout.card.expiry" />}
          autoComplete="cc-exp"
          inputMode="numeric"
          {...formatted('expiry', formatExpiry)}
        />
        <TextField
          label={<FormattedMessage id="checkout.card.cvc" />}
          hint={<FormattedMessage id="checkout.card.cvcHint" />}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          {...field('cvc')}
        />
      </div>
      <p className="checkout-text">
        <FormattedMessage id="checkout.card.secure" />
      </p>
      <PaymentFooter
        quote={quote}
        busy={formState.isSubmitting}
        termsField={field('termsAccepted')}
        onBack={onBack}
        formError={formError}
      />
    </form>
  );
}

function StripePayment({
  quote,
  termsAccepted,
  card,
  onCardChange,
  onBack,
  onPay,
  focusHeading,
  publishableKey,
}: PaymentStepProps & { publishableKey: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const handle = useRef<StripeCardHandle | null>(null);
  const [ready, setReady] = useState(false);
  const form = useZodForm(ZStripePaymentForm, { defaultValues: { termsAccepted } });
  const { field, formError, setFormError, formState } = form;
  const onReady = useCallback((next: StripeCardHandle) => {
    handle.current = next;
    setReady(true);
  }, []);

  const onSubmit = form.submit(async (values) => {
    onCardChange(card, values.termsAccepted);
    if (!handle.current) {
      setFormError(intl.formatMessage({ id: 'checkout.card.stripeLoading' }));
      return;
    }
    const method = await handle.current.createPaymentMethod();
    // Stripe's own message, already in the customer's language.
    if ('error' in method) setFormError(method.error);
    else await onPay(method.id);
  });

  return (
    <form className="checkout-form" noValidate onSubmit={onSubmit}>
      <StepHeading id="checkout.step.payment" focus={focusHeading} />
      <h3 className="checkout-section-title">
        <FormattedMessage id="checkout.payment.card" />
      </h3>
      {quote ? (
        <Suspense fallback={<Skeleton lines={3} />}>
          <StripeCardForm
            publishableKey={publishableKey}
            amount={quote.total}
            currency={quote.currency}
            locale={LOCALE_TAGS[locale]}
            onReady={onReady}
          />
        </Suspense>
      ) : (
        <Skeleton lines={3} />
      )}
      <p className="checkout-text" role="status">
        {ready ? null : <FormattedMessage id="checkout.card.stripeLoading" />}
      </p>
      <PaymentFooter
        quote={quote}
        busy={formState.isSubmitting}
        termsField={field('termsAccepted')}
        onBack={onBack}
        formError={formError}
      />
    </form>
  );
}
