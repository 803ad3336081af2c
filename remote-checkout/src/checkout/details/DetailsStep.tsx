import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  Alert,
  Button,
  EMAIL_INPUT,
  Select,
  TextField,
  useLocale,
  useZodForm,
} from '@portal/shell/platform';
import { ZCheckoutDetails } from '@portal/shared/payments/contract';
import type { TCheckoutDetails } from '@portal/shared/payments/contract';
import { ISO_COUNTRIES } from '@portal/shared/payments/countries';
import { statesOf } from '@portal/shared/billing/states';
import { countryOptions } from '../countries/countryOptions';
import { StepHeading } from '../StepHeading';

interface DetailsStepProps {
  values: TCheckoutDetails;
  onChange: (values: TCheckoutDetails) => void;
  onBack: () => void;
  onNext: () => void;
  /** The server's texts per field (e.g. the VAT number refused at payment), shown on arrival. */
  serverErrors?: Record<string, string>;
  focusHeading: boolean;
}

/** Step 2 (spec §3 Checkout): the customer, the billing address and the optional VAT number. */
export function DetailsStep({
  values,
  onChange,
  onBack,
  onNext,
  serverErrors,
  focusHeading,
}: DetailsStepProps) {
  const locale = useLocale();
  const form = useZodForm(ZCheckoutDetails, { defaultValues: values });
  const { field, watch, getValues, setValue, setError, formError } = form;
  // The state or province (issue 39): a select of the country's list where addresses carry one.
  const country = watch('address.country');
  const states = statesOf(country);
  useEffect(() => {
    const state = getValues('address.state');
    if (state && !(states && Object.hasOwn(states, state))) setValue('address.state', '');
  }, [states, getValues, setValue]);

  // Typed values survive going back and a reload.
  useEffect(() => {
    const subscription = watch(() => onChange(getValues()));
    return () => subscription.unsubscribe();
  }, [watch, getValues, onChange]);

  useEffect(() => {
    if (!serverErrors) return;
    Object.entries(serverErrors).forEach(([name, message], index) =>
      setError(
        name as keyof TCheckoutDetails,
        { type: 'server', message },
        { shouldFocus: index === 0 },
      ),
    );
  }, [serverErrors, setError]);

  const onSubmit = form.submit(() => onNext());

  return (
    <form className="checkout-form" noValidate onSubmit={onSubmit}>
      <StepHeading id="checkout.step.details" focus={focusHeading && !serverErrors} />
      <h3 className="checkout-section-title">
        <FormattedMessage id="checkout.details.customer" />
      </h3>
      <div className="checkout-row">
        <TextField
          label={<FormattedMessage id="checkout.field.firstName" />}
          autoComplete="given-name"
          {...field('customer.firstName')}
        />
        <TextField
          label={<FormattedMessage id="checkout.field.lastName" />}
          autoComplete="family-name"
          {...field('customer.lastName')}
        />
      </div>
      <TextField
        label={<FormattedMessage id="checkout.field.company" />}
        autoComplete="organization"
        {...field('customer.company')}
      />
      <TextField
        label={<FormattedMessage id="checkout.field.email" />}
        hint={<FormattedMessage id="checkout.field.emailHint" />}
        {...EMAIL_INPUT}
        {...field('customer.email')}
      />
      <TextField
        label={<FormattedMessage id="checkout.field.phone" />}
        hint={<FormattedMessage id="checkout.field.phoneHint" />}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...field('customer.phone')}
      />
      <TextField
        label={<FormattedMessage id="checkout.field.website" />}
        type="url"
        autoComplete="url"
        inputMode="url"
        {...field('customer.website')}
      />
      <TextField
        label={<FormattedMessage id="checkout.field.extraLine" />}
        hint={<FormattedMessage id="checkout.field.extraLineHint" />}
        {...field('customer.extraLine')}
      />
      <h3 className="checkout-section-title">
        <FormattedMessage id="checkout.details.address" />
      </h3>
      <TextField
        label={<FormattedMessage id="checkout.field.line1" />}
        autoComplete="address-line1"
        {...field('address.line1')}
      />
      <TextField
        label={<FormattedMessage id="checkout.field.line2" />}
        autoComplete="address-line2"
        {...field('address.line2')}
      />
      <div className="checkout-row">
        <TextField
          label={<FormattedMessage id="checkout.field.city" />}
          autoComplete="address-level2"
          {...field('address.city')}
        />
        <TextField
          label={<FormattedMessage id="checkout.field.postalCode" />}
          autoComplete="postal-code"
          {...field('address.postalCode')}
        />
      </div>
      <Select
        label={<FormattedMessage id="checkout.field.country" />}
        autoComplete="country"
        {...field('address.country')}
      >
        {countryOptions(ISO_COUNTRIES, locale).map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </Select>
      {states && (
        <Select
          label={<FormattedMessage id="checkout.field.state" />}
          autoComplete="address-level1"
          {...field('address.state')}
        >
          <option value="" />
          {Object.entries(states).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </Select>
      )}
      <TextField
        label={<FormattedMessage id="checkout.field.vatNumber" />}
        hint={<FormattedMessage id="checkout.field.vatNumberHint" />}
        inputMode="numeric"
        {...field('vatNumber')}
      />
      <div className="checkout-actions">
        <Button variant="secondary" onClick={onBack}>
          <FormattedMessage id="checkout.back" />
        </Button>
        <Button type="submit">
          <FormattedMessage id="checkout.next" />
        </Button>
      </div>
      <Alert messages={[formError]} />
    </form>
  );
}
