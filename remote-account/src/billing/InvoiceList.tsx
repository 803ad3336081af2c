import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { InvoiceStatus, TInvoiceSummary } from '@portal/shared/billing/contract';
import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import { formatAmount } from '@portal/shared/payments/prices';
import {
  Button,
  EmptyState,
  QueryStatus,
  showToast,
  useLocale,
  type MessageId,
} from '@portal/shell/platform';
import { useDownloadInvoiceMutation, useGetInvoicesQuery } from './billingApi';

const STATUS_LABELS: Record<InvoiceStatus, MessageId> = {
  paid: 'account.invoices.status.paid',
  open: 'account.invoices.status.open',
  void: 'account.invoices.status.void',
};

/**
 * The account's invoices and credit notes (issue 39): date, number (and what a credit note cancels
 * or a corrected invoice replaces), amount, status, and a PDF download each.
 */
export function InvoiceList() {
  const { data, isLoading, error, refetch } = useGetInvoicesQuery();
  if (!data)
    return <QueryStatus isLoading={isLoading} error={error} onRetry={() => void refetch()} />;
  if (data.invoices.length === 0) {
    return <EmptyState title={<FormattedMessage id="account.invoices.empty" />} />;
  }
  // On a phone the rows are laid out as blocks (account.css): the explicit roles keep them a table
  // with its column names for screen readers, which drop a table's semantics with its display.
  return (
    <div className="account-table-wrap">
      <table className="account-table" role="table">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              <FormattedMessage id="account.invoices.date" />
            </th>
            <th scope="col" role="columnheader">
              <FormattedMessage id="account.invoices.number" />
            </th>
            <th scope="col" role="columnheader" className="account-number">
              <FormattedMessage id="account.invoices.amount" />
            </th>
            <th scope="col" role="columnheader">
              <FormattedMessage id="account.invoices.status" />
            </th>
            <th scope="col" role="columnheader">
              <span className="ui-visually-hidden">
                <FormattedMessage id="account.invoices.download" />
              </span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {data.invoices.map((invoice) => (
            <InvoiceRow
              key={invoice.id}
              invoice={invoice}
              credited={data.invoices.some(
                (other) => other.kind === 'creditNote' && other.corrects === invoice.number,
              )}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InvoiceRow({ invoice, credited }: { invoice: TInvoiceSummary; credited: boolean }) {
  const creditNote = invoice.kind === 'creditNote';
  const intl = useIntl();
  const locale = useLocale();
  const [download, { isLoading }] = useDownloadInvoiceMutation();
  const save = async () => {
    try {
      const url = await download(invoice.id).unwrap();
      const link = document.createElement('a');
      link.href = url;
      link.download = `${creditNote ? 'credit-note' : 'invoice'}-${invoice.number}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      showToast(intl.formatMessage({ id: 'account.invoices.downloadFailed' }), 'error');
    }
  };
  return (
    <tr role="row">
      <td role="cell" className="account-invoice-date">
        <FormattedDate value={invoice.issuedAt} dateStyle="medium" />
      </td>
      <td role="cell" className="account-invoice-number">
        {invoice.number}
        {invoice.corrects ? (
          <span className="account-invoice-corrects">
            {' '}
            <FormattedMessage
              id={
                creditNote
                  ? 'account.corrections.creditsInvoice'
                  : 'account.corrections.replacesInvoice'
              }
              values={{ number: invoice.corrects }}
            />
          </span>
        ) : null}
      </td>
      <td role="cell" className="account-number account-invoice-amount">
        {formatAmount(invoice.total, invoice.currency, LOCALE_TAGS[locale])}
      </td>
      <td
        role="cell"
        className="account-invoice-status"
        data-status={creditNote ? 'creditNote' : credited ? 'credited' : invoice.status}
      >
        <FormattedMessage
          id={
            creditNote
              ? 'account.corrections.kind.creditNote'
              : credited
                ? 'account.corrections.credited'
                : STATUS_LABELS[invoice.status]
          }
        />
      </td>
      <td role="cell" className="account-invoice-download">
        <Button
          variant="link"
          small
          busy={isLoading}
          onClick={() => void save()}
          aria-label={intl.formatMessage(
            { id: 'account.invoices.downloadNumber' },
            { number: invoice.number },
          )}
        >
          <FormattedMessage id="account.invoices.download" />
        </Button>
      </td>
    </tr>
  );
}
