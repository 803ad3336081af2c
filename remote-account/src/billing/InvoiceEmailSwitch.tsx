import { FormattedMessage, useIntl } from 'react-intl';
import type { TAccount } from '@portal/shared/api/contract';
import { showToast, Switch } from '@portal/shell/platform';
import { useSetReceiveInvoicesMutation } from './billingApi';

/** "Receive invoices by e-mail": saved at once; the account is fetched again with the new value. */
export function InvoiceEmailSwitch({ account }: { account: TAccount }) {
  const intl = useIntl();
  const [save, { isLoading, originalArgs }] = useSetReceiveInvoicesMutation();
  // While saving, show the value asked for, not the one still cached.
  const checked =
    isLoading && originalArgs ? originalArgs.receiveInvoices : account.receiveInvoices;
  return (
    <div className="account-setting">
      <Switch
        label={<FormattedMessage id="account.billing.receiveInvoices" />}
        checked={checked}
        busy={isLoading}
        onChange={(receiveInvoices) => {
          save({ id: account.id, receiveInvoices })
            .unwrap()
            .catch(() =>
              showToast(
                intl.formatMessage({ id: 'account.billing.receiveInvoicesFailed' }),
                'error',
              ),
            );
        }}
      />
      <p className="account-hint">
        <FormattedMessage id="account.billing.receiveInvoicesHint" />
      </p>
    </div>
  );
}
