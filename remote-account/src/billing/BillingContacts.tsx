import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TAccount } from '@portal/shared/api/contract';
import { MAX_BILLING_CONTACTS, ZInvoiceEmailsRequest } from '@portal/shared/billing/contract';
import {
  Alert,
  Button,
  EMAIL_INPUT,
  showToast,
  TextField,
  useZodForm,
} from '@portal/shell/platform';
import { useSetBillingContactsMutation } from './billingApi';

/**
 * Billing contacts (issue 37): up to 5 addresses that get every invoice and payment reminder in
 * copy (the accountant's inbox). A role with billing.write adds and removes them, each change saved
 * at once; any other role reads the list.
 */
export function BillingContacts({ account, canWrite }: { account: TAccount; canWrite: boolean }) {
  const contacts = account.billingContacts ?? [];
  return (
    <section className="account-setting" aria-labelledby="account-billing-contacts-title">
      <h4 id="account-billing-contacts-title" className="account-subtitle">
        <FormattedMessage id="account.billing.contacts.title" />
      </h4>
      <p className="account-hint">
        <FormattedMessage
          id="account.billing.contacts.hint"
          values={{ max: MAX_BILLING_CONTACTS }}
        />
      </p>
      {contacts.length > 0 ? (
        <ul className="account-contacts" aria-labelledby="account-billing-contacts-title">
          {contacts.map((email) => (
            <li key={email} className="account-contact">
              <span className="account-contact-email">{email}</span>
              {canWrite ? <RemoveContact account={account} email={email} /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="account-text">
          <FormattedMessage id="account.billing.contacts.empty" />
        </p>
      )}
      {canWrite && contacts.length < MAX_BILLING_CONTACTS ? (
        <AddContact account={account} contacts={contacts} />
      ) : null}
      {canWrite && contacts.length >= MAX_BILLING_CONTACTS ? (
        <p className="account-hint">
          <FormattedMessage
            id="account.billing.contacts.full"
            values={{ max: MAX_BILLING_CONTACTS }}
          />
        </p>
      ) : null}
    </section>
  );
}

function RemoveContact({ account, email }: { account: TAccount; email: string }) {
  const intl = useIntl();
  const [save, { isLoading }] = useSetBillingContactsMutation();
  return (
    <Button
      variant="secondary"
      small
      busy={isLoading}
      aria-label={intl.formatMessage({ id: 'account.billing.contacts.removeNamed' }, { email })}
      onClick={() => {
        const billingContacts = (account.billingContacts ?? []).filter((c) => c !== email);
        save({ id: account.id, billingContacts })
          .unwrap()
          .catch(() =>
            showToast(intl.formatMessage({ id: 'account.billing.contacts.failed' }), 'error'),
          );
      }}
    >
      <FormattedMessage id="account.billing.contacts.remove" />
    </Button>
  );
}

/**
 * The add field checks with the API's own schema: the list as it is plus the new address, which is
 * field `billingContacts.<n>`, the name the API's refusal gives it too (shown at the field).
 */
function AddContact({ account, contacts }: { account: TAccount; contacts: string[] }) {
  const [save] = useSetBillingContactsMutation();
  const name = `billingContacts.${contacts.length}` as const;
  const { field, submit, formError, formState, reset, setError } = useZodForm(
    ZInvoiceEmailsRequest,
    { defaultValues: { billingContacts: [...contacts, ''] } },
  );
  // The saved list came back: the field is empty again, at the next place.
  const saved = contacts.join('\n');
  useEffect(() => {
    reset({ billingContacts: [...contacts, ''] });
    // `saved` stands for `contacts`, whose array is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved, reset]);

  const onSubmit = submit(async (values) => {
    const billingContacts = values.billingContacts ?? [];
    const added = billingContacts[contacts.length];
    if (added && contacts.includes(added)) {
      setError(name, { message: 'account.billing.contacts.duplicate' }, { shouldFocus: true });
      return;
    }
    await save({ id: account.id, billingContacts }).unwrap();
  });

  return (
    <form className="account-form account-contacts-add" noValidate onSubmit={onSubmit}>
      <TextField
        label={<FormattedMessage id="account.billing.contacts.email" />}
        {...EMAIL_INPUT}
        autoComplete="off"
        {...field(name)}
      />
      <div className="account-actions">
        <Button type="submit" busy={formState.isSubmitting}>
          <FormattedMessage
            id={
              formState.isSubmitting
                ? 'account.billing.contacts.adding'
                : 'account.billing.contacts.add'
            }
          />
        </Button>
      </div>
      <Alert messages={[formError]} />
    </form>
  );
}
