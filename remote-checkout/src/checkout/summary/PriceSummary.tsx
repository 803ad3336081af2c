import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, useLocale } from '@portal/shell/platform';
import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import { formatAmount } from '@portal/shared/payments/prices';
import type { TQuoteCoupon, TQuoteResponse } from '@portal/shared/payments/contract';

interface PriceSummaryProps {
  quote: TQuoteResponse | null;
  /** A newer price is being computed. */
  updating: boolean;
  /** The last computation failed. */
  failed: boolean;
}

/**
 * The price of the plan as the server computed it, always in view: a side panel on wide screens, a
 * sticky bar with the total on phones whose details open on demand.
 */
export function PriceSummary({ quote, updating, failed }: PriceSummaryProps) {
  const intl = useIntl();
  const locale = useLocale();
  const titleId = useId();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const money = (minor: number) =>
    quote ? formatAmount(minor, quote.currency, LOCALE_TAGS[locale]) : '';
  const per = quote?.interval === 'year' ? 'checkout.summary.perYear' : 'checkout.summary.perMonth';

  return (
    <aside className="checkout-summary" aria-labelledby={titleId} aria-busy={updating || undefined}>
      <div className="checkout-summary-bar">
        <h2 id={titleId} className="checkout-summary-title">
          <FormattedMessage id="checkout.summary.title" />
        </h2>
        {quote ? (
          <p className="checkout-summary-short" aria-hidden="true">
            <FormattedMessage id="checkout.summary.totalShort" />{' '}
            <strong>{money(quote.total)}</strong>
          </p>
        ) : null}
        <Button
          variant="link"
          small
          className="checkout-summary-toggle"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          <FormattedMessage
            id={open ? 'checkout.summary.hideDetails' : 'checkout.summary.showDetails'}
          />
        </Button>
      </div>
      <div id={detailsId} className="checkout-summary-details" data-open={open}>
        {quote ? (
          <dl className="checkout-summary-lines">
            <div>
              <dt>
                <FormattedMessage id="checkout.summary.unitPrice" />
              </dt>
              <dd>{intl.formatMessage({ id: per }, { amount: money(quote.unitAmount) })}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="checkout.summary.users" />
              </dt>
              <dd>{intl.formatNumber(quote.users)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="checkout.summary.interval" />
              </dt>
              <dd>
                <FormattedMessage id={`checkout.interval.${quote.interval}`} />
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="checkout.summary.subtotal" />
              </dt>
              <dd>{money(quote.subtotal)}</dd>
            </div>
            {quote.coupon && quote.discount > 0 ? (
              <div>
                <dt>
                  <FormattedMessage
                    id="checkout.summary.discount"
                    values={{ code: quote.coupon.code }}
                  />
                  <span className="checkout-summary-duration">
                    <CouponDuration coupon={quote.coupon} />
                  </span>
                </dt>
                <dd>−{money(quote.discount)}</dd>
              </div>
            ) : null}
            <div>
              <dt>
                <TaxLabel quote={quote} />
                {quote.vatNameMismatch ? (
                  // Why a VAT number given is not reverse-charged, and what the customer can do.
                  <span className="checkout-summary-duration">
                    <FormattedMessage id="checkout.summary.tax.nameMismatch" />
                  </span>
                ) : null}
              </dt>
              <dd>{money(quote.tax)}</dd>
            </div>
            <div className="checkout-summary-total">
              <dt>
                <FormattedMessage id="checkout.summary.total" />
              </dt>
              <dd>{money(quote.total)}</dd>
            </div>
          </dl>
        ) : null}
      </div>
      <p className="checkout-summary-status" role="status">
        {updating ? <FormattedMessage id="checkout.summary.updating" /> : null}
        {!updating && failed ? <FormattedMessage id="checkout.summary.unavailable" /> : null}
      </p>
    </aside>
  );
}

/** The tax line (shared/src/payments/tax.ts): VAT and its rate, reverse charge, or none. */
function TaxLabel({ quote }: { quote: TQuoteResponse }) {
  const intl = useIntl();
  if (quote.taxTreatment === 'reverse_charge')
    return <FormattedMessage id="checkout.summary.tax.reverseCharge" />;
  if (quote.taxTreatment === 'not_collected')
    return <FormattedMessage id="checkout.summary.tax.notCollected" />;
  const rate = intl.formatNumber(quote.taxRateBps / 10_000, {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  return <FormattedMessage id="checkout.summary.tax.vat" values={{ rate }} />;
}

function CouponDuration({ coupon }: { coupon: TQuoteCoupon }) {
  if (coupon.duration === 'once') return <FormattedMessage id="checkout.summary.duration.once" />;
  if (coupon.duration === 'forever')
    return <FormattedMessage id="checkout.summary.duration.forever" />;
  return (
    <FormattedMessage
      id="checkout.summary.duration.months"
      values={{ count: coupon.durationInMonths ?? 1 }}
    />
  );
}
