import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, LinkButton, useLocale } from '@portal/shell/platform';
import type { MessageId } from '@portal/shell/platform';
import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import type { TCheckoutResponse } from '@portal/shared/payments/contract';
import { formatAmount } from '@portal/shared/payments/prices';
import { useReceiptPdfMutation } from '../api';
import { Outcome } from './Outcome';
import { createAccountPath, loginPath } from '@portal/shared/routes/paths';

const INTERVALS: Record<'month' | 'year', MessageId> = {
  month: 'checkout.interval.month',
  year: 'checkout.interval.year',
};
const EDITIONS: Record<'realty' | 'auto', MessageId> = {
  realty: 'checkout.edition.realty',
  auto: 'checkout.edition.auto',
};

/**
 * The end of a paid checkout (Stripe Checkout's success page is the yardstick): what was paid, the
 * plan, the invoice and its PDF, and the one next step. The answer's one-time claim travels in the
 * link's URL fragment (`#/create-account?claim=`), which no other site sees; without it (a repeated
 * confirmation) the receipt e-mail's link takes its place.
 */
export function CheckoutSuccess({ answer, email }: { answer: TCheckoutResponse; email: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const [downloadPdf, { isLoading: downloading }] = useReceiptPdfMutation();
  const [downloadFailed, setDownloadFailed] = useState(false);
  const { plan, invoice, claimToken, receiptToken } = answer;
  const paidEmail = answer.email ?? email;
  const strong = <strong>{paidEmail}</strong>;

  const download = async () => {
    if (!receiptToken || !invoice) return;
    setDownloadFailed(false);
    try {
      const url = await downloadPdf({ receiptToken }).unwrap();
      const link = document.createElement('a');
      link.href = url;
      link.download = `invoice-${invoice.number}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setDownloadFailed(true);
    }
  };

  return (
    <Outcome titleId="checkout.success.title">
      <p className="checkout-text">
        <FormattedMessage id="checkout.success.thanks" values={{ email: strong }} />
      </p>
      {invoice && plan ? (
        <dl className="ui-details checkout-receipt">
          <div>
            <dt>
              <FormattedMessage id="checkout.success.amount" />
            </dt>
            <dd>{formatAmount(invoice.total, invoice.currency, LOCALE_TAGS[locale])}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="checkout.success.plan" />
            </dt>
            <dd>
              <FormattedMessage
                id="checkout.success.planValue"
                values={{
                  users: plan.users,
                  interval: intl.formatMessage({ id: INTERVALS[plan.interval] }),
                  edition: intl.formatMessage({ id: EDITIONS[plan.edition] }),
                }}
              />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="checkout.success.invoice" />
            </dt>
            <dd>
              {invoice.number}
              {receiptToken ? (
                <>
                  {' '}
                  <Button variant="link" small busy={downloading} onClick={() => void download()}>
                    <FormattedMessage
                      id="checkout.success.downloadInvoice"
                      values={{ number: invoice.number }}
                    />
                  </Button>
                </>
              ) : null}
            </dd>
          </div>
        </dl>
      ) : null}
      <Alert
        messages={[
          downloadFailed ? intl.formatMessage({ id: 'checkout.success.downloadFailed' }) : null,
        ]}
      />
      {answer.next === 'sign_in' ? (
        <>
          <p className="checkout-text">
            <FormattedMessage id="checkout.success.existing" values={{ email: strong }} />
          </p>
          <LinkButton to={loginPath(claimToken)}>
            <FormattedMessage id="checkout.success.signIn" />
          </LinkButton>
        </>
      ) : claimToken ? (
        <>
          <p className="checkout-text">
            <FormattedMessage id="checkout.success.create" values={{ email: strong }} />
          </p>
          <LinkButton to={createAccountPath(claimToken)}>
            <FormattedMessage id="checkout.success.openAccount" />
          </LinkButton>
        </>
      ) : (
        <p className="checkout-text">
          <FormattedMessage id="checkout.success.fromEmail" values={{ email: strong }} />
        </p>
      )}
    </Outcome>
  );
}
