import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { correctableInvoice } from '@portal/shared/billing/corrections';
import { townLine } from '@portal/shared/billing/states';
import type { TInvoiceSummary } from '@portal/shared/billing/contract';
import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import { formatAmount } from '@portal/shared/payments/prices';
import {
  Alert,
  Button,
  Dialog,
  getErrorMessage,
  showToast,
  useCan,
  useLocale,
} from '@portal/shell/platform';
import { useGetInvoicesQuery } from '../billingApi';
import { useCorrectInvoiceMutation, useGetDetailsForCorrectionQuery } from './correctionsApi';
import './corrections.css';

/**
 * "Correct my last invoice" (issue 39), in the invoices card for billing.write: when the
 * account's last paid invoice was not corrected yet, a button opens a dialog that says what will
 * happen and with which billing details; the list then shows the credit note and the corrected
 * invoice (the mutation refetches it).
 */
export function CorrectLastInvoice() {
  const canWrite = useCan('billing.write');
  const { data } = useGetInvoicesQuery();
  const [open, setOpen] = useState(false);
  const last = data ? correctableInvoice(data.invoices) : null;
  if (!canWrite || !last) return null;
  return (
    <div className="account-corrections">
      <p className="account-hint">
        <FormattedMessage id="account.corrections.hint" values={{ number: last.number }} />
      </p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FormattedMessage id="account.corrections.open" />
      </Button>
      {open ? <CorrectionDialog invoice={last} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

/** Takes the person to the billing details card (H1's, `#billing-details`) to change them first. */
function goToBillingDetails() {
  const card = document.getElementById('billing-details');
  if (!card) return;
  card.scrollIntoView({ block: 'start' });
  if (!card.hasAttribute('tabindex')) card.setAttribute('tabindex', '-1');
  card.focus();
}

function CorrectionDialog({ invoice, onClose }: { invoice: TInvoiceSummary; onClose: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const details = useGetDetailsForCorrectionQuery();
  const [correct, { isLoading }] = useCorrectInvoiceMutation();
  const [error, setError] = useState<string | null>(null);
  const amount = formatAmount(invoice.total, invoice.currency, LOCALE_TAGS[locale]);
  const date = intl.formatDate(invoice.issuedAt, { dateStyle: 'long' });
  const confirm = async () => {
    setError(null);
    try {
      const done = await correct(invoice.id).unwrap();
      onClose();
      showToast(
        intl.formatMessage(
          { id: 'account.corrections.done' },
          { creditNote: done.creditNote.number, invoice: done.invoice.number },
        ),
        'info',
      );
    } catch (failure) {
      setError(getErrorMessage(failure, intl));
    }
  };
  const shown = details.data?.details;
  return (
    <Dialog
      title={
        <FormattedMessage id="account.corrections.title" values={{ number: invoice.number }} />
      }
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} data-autofocus>
            <FormattedMessage id="account.corrections.cancel" />
          </Button>
          <Button variant="primary" busy={isLoading} onClick={() => void confirm()}>
            <FormattedMessage id="account.corrections.confirm" />
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage
          id="account.corrections.what"
          values={{ number: invoice.number, date, amount }}
        />
      </p>
      {shown ? (
        <>
          <p>
            <FormattedMessage id="account.corrections.details" />
          </p>
          <address className="account-corrections-details">
            {[
              shown.company,
              shown.address.line1,
              shown.address.line2,
              // As the invoice prints it.
              townLine(shown.address),
              new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region' }).of(
                shown.address.country,
              ),
            ]
              .filter(Boolean)
              .map((line, index) => (
                <span key={index}>
                  {line}
                  <br />
                </span>
              ))}
            {shown.vatNumber ? (
              <span>
                <FormattedMessage
                  id="account.corrections.vatNumber"
                  values={{ vatNumber: shown.vatNumber }}
                />
                <br />
              </span>
            ) : null}
            {shown.poNumber ? (
              <span>
                <FormattedMessage
                  id="account.corrections.poNumber"
                  values={{ poNumber: shown.poNumber }}
                />
              </span>
            ) : null}
          </address>
        </>
      ) : details.isError ? (
        <p>
          <FormattedMessage id="account.corrections.detailsUnavailable" />
        </p>
      ) : null}
      <p>
        <Button
          variant="link"
          onClick={() => {
            onClose();
            // After the dialog gives the focus back to its opener.
            requestAnimationFrame(goToBillingDetails);
          }}
        >
          <FormattedMessage id="account.corrections.editDetails" />
        </Button>
      </p>
      <p>
        <FormattedMessage id="account.corrections.reverseCharge" />
      </p>
      <p>
        <FormattedMessage id="account.corrections.mailed" />
      </p>
      <Alert messages={[error]} />
    </Dialog>
  );
}
