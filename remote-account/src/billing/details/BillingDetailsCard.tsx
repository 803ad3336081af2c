import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ZBillingDetails,
  type TBillingDetails,
  type TBillingDetailsResponse,
} from '@portal/shared/billing/details';
import { addressState, statesOf, townLine } from '@portal/shared/billing/states';
import { ISO_COUNTRIES } from '@portal/shared/payments/countries';
import { countryOptions } from '@portal/shared/payments/countryOptions';
import { vatIdOf } from '@portal/shared/payments/tax';
import {
  Alert,
  Button,
  Card,
  EMAIL_INPUT,
  QueryStatus,
  Select,
  showToast,
  TextField,
  useCan,
  useLocale,
  useZodForm,
  type MessageId,
} from '@portal/shell/platform';
import { useGetBillingDetailsQuery, useUpdateBillingDetailsMutation } from './detailsApi';

/**
 * The company's billing details (issue 39), after the invoices: company, billing address (with its
 * state or province), VAT number, billing e-mail and purchase-order number, as the next invoices
 * will show them. The owner and Billing members edit them in place (the checkout's rules, from
 * shared); a change applies to the invoices issued after it. `#billing-details` links here.
 */
export function BillingDetailsCard() {
  const canWrite = useCan('billing.write');
  const { data, isLoading, error, refetch } = useGetBillingDetailsQuery();
  const [editing, setEditing] = useState(false);
  const actions = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);
  // Back from the form (saved or cancelled): the focus returns to the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) actions.current?.querySelector('button')?.focus();
    wasEditing.current = editing;
  }, [editing]);

  // An account that never bought has no billing customer (404): nothing to show.
  if (error && 'status' in error && error.status === 404) return null;
  return (
    <div id="billing-details">
      <Card level={3} title={<FormattedMessage id="account.billingDetails.title" />}>
        {data ? (
          editing ? (
            <DetailsForm current={data} onDone={() => setEditing(false)} />
          ) : (
            <>
              <DetailsFacts current={data} />
              {canWrite ? (
                <div ref={actions} className="account-actions">
                  <Button variant="secondary" onClick={() => setEditing(true)}>
                    <FormattedMessage id="account.billingDetails.edit" />
                  </Button>
                </div>
              ) : null}
            </>
          )
        ) : (
          <QueryStatus isLoading={isLoading} error={error} onRetry={() => void refetch()} />
        )}
      </Card>
    </div>
  );
}

const TAX_NOTES: Record<TBillingDetailsResponse['taxTreatment'], MessageId | null> = {
  reverse_charge: 'account.billingDetails.tax.reverseCharge',
  standard: null,
  not_collected: null,
};

function DetailsFacts({ current }: { current: TBillingDetailsResponse }) {
  const locale = useLocale();
  const { details, vatStatus, taxTreatment } = current;
  const { address } = details;
  const country = countryOptions(ISO_COUNTRIES, locale).find((c) => c.code === address.country);
  const note = TAX_NOTES[taxTreatment];
  const none = <FormattedMessage id="account.billingDetails.none" />;
  return (
    <>
      <dl className="account-facts">
        <div>
          <dt>
            <FormattedMessage id="account.billingDetails.company" />
          </dt>
          <dd>{details.company}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="account.billingDetails.address" />
          </dt>
          <dd>
            {address.line1}
            <br />
            {address.line2 ? (
              <>
                {address.line2}
                <br />
              </>
            ) : null}
            {townLine({ ...address, state: addressState(address.country, address.state) })}
            <br />
            {country?.name ?? address.country}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="account.billingDetails.vatNumber" />
          </dt>
          <dd>
            {details.vatNumber ? vatIdOf(address.country, details.vatNumber) : none}
            {vatStatus === 'unverified' || vatStatus === 'name_mismatch' ? (
              <span className="account-hint">
                {' '}
                <FormattedMessage id={`account.billingDetails.vat.${vatStatus}`} />
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="account.billingDetails.billingEmail" />
          </dt>
          <dd>{details.billingEmail ?? none}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="account.billingDetails.poNumber" />
          </dt>
          <dd>{details.poNumber ?? none}</dd>
        </div>
      </dl>
      {note ? (
        <p className="account-hint">
          <FormattedMessage id={note} />
        </p>
      ) : null}
    </>
  );
}

/** The form's values from the saved details: every field a string, as the inputs hold them. */
const formValues = ({ details }: TBillingDetailsResponse): TBillingDetails => ({
  // The API's country is one of the list (it was checked when saved).
  company: details.company,
  address: {
    line1: details.address.line1,
    line2: details.address.line2 ?? '',
    city: details.address.city,
    state: details.address.state ?? '',
    postalCode: details.address.postalCode,
    country: details.address.country as TBillingDetails['address']['country'],
  },
  vatNumber: details.vatNumber ?? '',
  billingEmail: details.billingEmail ?? '',
  poNumber: details.poNumber ?? '',
});

function DetailsForm({
  current,
  onDone,
}: {
  current: TBillingDetailsResponse;
  onDone: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const [save] = useUpdateBillingDetailsMutation();
  const form = useZodForm(ZBillingDetails, { defaultValues: formValues(current) });
  const { field, submit, formError, watch, getValues, setValue, setFocus } = form;
  const country = watch('address.country');
  const states = statesOf(country);
  useEffect(() => {
    const state = getValues('address.state');
    if (state && !(states && Object.hasOwn(states, state))) setValue('address.state', '');
  }, [states, getValues, setValue]);
  useEffect(() => setFocus('company'), [setFocus]);

  const onSubmit = submit(async (values) => {
    await save(values).unwrap();
    showToast(intl.formatMessage({ id: 'account.billingDetails.saved' }));
    onDone();
  });

  return (
    <form className="account-form" noValidate onSubmit={onSubmit}>
      <p className="account-hint">
        <FormattedMessage id="account.billingDetails.hint" />
      </p>
      <TextField
        label={<FormattedMessage id="account.billingDetails.company" />}
        autoComplete="organization"
        {...field('company')}
      />
      <TextField
        label={<FormattedMessage id="account.billingDetails.line1" />}
        autoComplete="address-line1"
        {...field('address.line1')}
      />
      <TextField
        label={<FormattedMessage id="account.billingDetails.line2" />}
        autoComplete="address-line2"
        {...field('address.line2')}
      />
      <TextField
        label={<FormattedMessage id="account.billingDetails.city" />}
        autoComplete="address-level2"
        {...field('address.city')}
      />
      <TextField
        label={<FormattedMessage id="account.billingDetails.postalCode" />}
        autoComplete="postal-code"
        {...field('address.postalCode')}
      />
      <Select
        label={<FormattedMessage id="account.billingDetails.country" />}
        autoComplete="country"
        {...field('address.country')}
      >
        {countryOptions(ISO_COUNTRIES, locale).map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </Select>
      {states ? (
        <Select
          label={<FormattedMessage id="account.billingDetails.state" />}
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
      ) : null}
      <TextField
        label={<FormattedMessage id="account.billingDetails.vatNumber" />}
        hint={<FormattedMessage id="account.billingDetails.vatNumberHint" />}
        inputMode="numeric"
        {...field('vatNumber')}
      />
      <TextField
        label={<FormattedMessage id="account.billingDetails.billingEmail" />}
        hint={<FormattedMessage id="account.billingDetails.billingEmailHint" />}
        {...EMAIL_INPUT}
        autoComplete="off"
        {...field('billingEmail')}
      />
      <TextField
        label={<FormattedMessage id="account.billingDetails.poNumber" />}
        hint={<FormattedMessage id="account.billingDetails.poNumberHint" />}
        autoComplete="off"
        {...field('poNumber')}
      />
      <div className="account-actions">
        <Button type="submit" busy={form.formState.isSubmitting}>
          <FormattedMessage id="account.billingDetails.save" />
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <FormattedMessage id="account.billingDetails.cancel" />
        </Button>
      </div>
      <Alert messages={[formError]} />
    </form>
  );
}
