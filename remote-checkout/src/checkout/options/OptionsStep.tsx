import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Button,
  RadioGroup,
  Select,
  TextField,
  useLocale,
  useZodForm,
} from '@portal/shell/platform';
import { ORIGINS } from '@portal/shared/constants';
import { ZQuoteRequest, ZUsers } from '@portal/shared/payments/contract';
import type { TQuoteRequest, TQuoteResponse } from '@portal/shared/payments/contract';
import { currencyForCountry, PURCHASE_COUNTRIES } from '@portal/shared/payments/countries';
import { CURRENCIES, INTERVALS, YEARLY_SAVING_PERCENT } from '@portal/shared/payments/prices';
import { normalizeCouponCode } from '@portal/shared/payments/coupons';
import { countryOptions } from '../countries/countryOptions';
import { StepHeading } from '../StepHeading';

interface OptionsStepProps {
  values: TQuoteRequest;
  /** Every change of the options, for the live price (the coupon: only once applied). */
  onChange: (values: TQuoteRequest) => void;
  onNext: () => void;
  quote: TQuoteResponse | null;
  /** The server's refusal of the applied coupon. */
  couponError: string | null;
  quoteUpdating: boolean;
  focusHeading: boolean;
}

/** Step 1 (spec §2 Checkout): country, currency, monthly or yearly, users, discount code, edition. */
export function OptionsStep({
  values,
  onChange,
  onNext,
  quote,
  couponError,
  quoteUpdating,
  focusHeading,
}: OptionsStepProps) {
  const intl = useIntl();
  const locale = useLocale();
  const form = useZodForm(ZQuoteRequest, { defaultValues: values });
  const { field, register, watch, setValue, setError, clearErrors, getValues, formError } = form;
  const applied = values.coupon ?? '';

  // The options drive the price live; the coupon text counts only once applied.
  useEffect(() => {
    const subscription = watch((next, { name }) => {
      if (name === 'coupon') return;
      if (name === 'country' && next.country) {
        const proposed = currencyForCountry(next.country);
        if (proposed && proposed !== next.currency) setValue('currency', proposed);
      }
      const current = getValues();
      onChange({
        ...current,
        // A count the form refuses (empty, 2.5, 0) keeps the last one's price: the server would
        // refuse it too, and the field says why once the customer goes on.
        users: ZUsers.safeParse(current.users).success ? current.users : values.users,
        coupon: applied || undefined,
      });
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, getValues, onChange, applied, values.users]);

  // The server's verdict on the applied coupon shows under its field.
  useEffect(() => {
    if (couponError) setError('coupon', { type: 'server', message: couponError });
    else clearErrors('coupon');
  }, [couponError, setError, clearErrors]);

  const applyCoupon = () => {
    const code = normalizeCouponCode(getValues('coupon') ?? '');
    setValue('coupon', code);
    clearErrors('coupon');
    onChange({ ...getValues(), coupon: code || undefined });
  };
  const removeCoupon = () => {
    setValue('coupon', '');
    clearErrors('coupon');
    onChange({ ...getValues(), coupon: undefined });
  };

  const onSubmit = form.submit(() => {
    const typed = normalizeCouponCode(getValues('coupon') ?? '');
    if (typed !== applied) {
      setError(
        'coupon',
        { type: 'pending', message: intl.formatMessage({ id: 'checkout.options.couponPending' }) },
        { shouldFocus: true },
      );
      return;
    }
    if (applied && (couponError || quoteUpdating)) {
      form.setFocus('coupon');
      return;
    }
    onNext();
  });

  const couponApplied = Boolean(applied && quote?.coupon && !couponError && !quoteUpdating);
  const percent = intl.formatNumber(YEARLY_SAVING_PERCENT / 100, { style: 'percent' });

  return (
    <form className="checkout-form" noValidate onSubmit={onSubmit}>
      <StepHeading id="checkout.step.options" focus={focusHeading} />
      <Select
        label={<FormattedMessage id="checkout.options.country" />}
        hint={<FormattedMessage id="checkout.options.countryHint" />}
        autoComplete="country"
        {...field('country')}
      >
        {countryOptions(PURCHASE_COUNTRIES, locale).map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </Select>
      <Select label={<FormattedMessage id="checkout.options.currency" />} {...field('currency')}>
        {CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </Select>
      <RadioGroup
        legend={<FormattedMessage id="checkout.options.interval" />}
        options={INTERVALS.map((interval) => ({
          value: interval,
          label: <FormattedMessage id={`checkout.interval.${interval}`} />,
        }))}
        {...field('interval')}
      />
      <p className="checkout-banner">
        <FormattedMessage id="checkout.options.yearlySaving" values={{ percent }} />
      </p>
      <TextField
        label={<FormattedMessage id="checkout.options.users" />}
        hint={<FormattedMessage id="checkout.options.usersHint" />}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        {...field('users')}
        {...register('users', { valueAsNumber: true })}
      />
      <div className="checkout-coupon">
        <TextField
          label={<FormattedMessage id="checkout.options.coupon" />}
          autoCapitalize="characters"
          spellCheck={false}
          onKeyDown={(event) => {
            // Enter in the code field applies the code instead of leaving the step.
            if (event.key === 'Enter') {
              event.preventDefault();
              applyCoupon();
            }
          }}
          {...field('coupon')}
        />
        {applied ? (
          <Button variant="secondary" onClick={removeCoupon}>
            <FormattedMessage id="checkout.options.removeCoupon" />
          </Button>
        ) : (
          <Button variant="secondary" onClick={applyCoupon}>
            <FormattedMessage id="checkout.options.applyCoupon" />
          </Button>
        )}
      </div>
      <p className="checkout-coupon-status" role="status">
        {applied && quoteUpdating ? (
          <FormattedMessage id="checkout.options.couponChecking" />
        ) : null}
        {couponApplied ? (
          <FormattedMessage id="checkout.options.couponApplied" values={{ code: applied }} />
        ) : null}
      </p>
      <RadioGroup
        legend={<FormattedMessage id="checkout.options.edition" />}
        options={ORIGINS.map((edition) => ({
          value: edition,
          label: <FormattedMessage id={`checkout.edition.${edition}`} />,
        }))}
        {...field('edition')}
      />
      <div className="checkout-actions">
        <span />
        <Button type="submit">
          <FormattedMessage id="checkout.next" />
        </Button>
      </div>
      <Alert messages={[formError]} />
    </form>
  );
}
