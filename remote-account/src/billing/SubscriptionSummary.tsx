import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { TAccount } from '@portal/shared/api/contract';
import type { TBillingCard, TBillingSummary } from '@portal/shared/billing/contract';
import { subscriptionStatusLabel } from '@portal/shared/i18n/labels';
import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import { cardBrandName } from '@portal/shared/payments/card';
import { formatAmount } from '@portal/shared/payments/prices';
import { useLocale, type MessageId } from '@portal/shell/platform';
import { PROVIDER_LABELS } from '../ui/subscriptionLabels';

const INTERVAL_LABELS: Record<TBillingSummary['interval'], MessageId> = {
  month: 'account.billing.interval.month',
  year: 'account.billing.interval.year',
};
const EDITION_LABELS: Record<TBillingSummary['edition'], MessageId> = {
  realty: 'account.billing.edition.realty',
  auto: 'account.billing.edition.auto',
};
function Fact({
  term,
  status,
  children,
}: {
  term: MessageId;
  status?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt>
        <FormattedMessage id={term} />
      </dt>
      <dd data-status={status}>{children}</dd>
    </div>
  );
}

/**
 * The account's subscription as the API reports it: its status and users (the account), and,
 * from the billing summary when it has come, the plan, what comes next (the renewal's date and
 * amount, the end, or what is due) and the card. Changes are made in the billing portal.
 * A subscription the customer cancelled (`cancelAt`) is said neutrally, as their own choice
 * ("Active, not renewing"), not as the "Auto-renewal off" of a card that needs attention; its
 * end date is said once, by the cancellation controls below with Resume (issue 39).
 */
export function SubscriptionSummary({
  account,
  summary,
}: {
  account: TAccount;
  summary?: TBillingSummary | null | undefined;
}) {
  const { subscription } = account;
  const locale = useLocale();
  const money = (amount: number) => formatAmount(amount, summary!.currency, LOCALE_TAGS[locale]);
  const next = summary?.next;
  const cancelledByCustomer = Boolean(subscription.cancelAt);
  return (
    <dl className="account-facts">
      <Fact term="account.billing.status" status={subscription.status}>
        <FormattedMessage id={subscriptionStatusLabel(subscription)} />
      </Fact>
      {subscription.graceExpires ? (
        <Fact term="account.billing.graceExpires">
          <FormattedDate value={subscription.graceExpires} dateStyle="long" />
        </Fact>
      ) : null}
      {next?.kind === 'renewal' ? (
        <Fact term="account.billing.nextRenewal">
          <FormattedMessage
            id="account.billing.nextRenewalValue"
            values={{
              amount: money(next.amount),
              date: <FormattedDate value={next.date} dateStyle="long" />,
            }}
          />
        </Fact>
      ) : null}
      {next?.kind === 'end' && !cancelledByCustomer ? (
        <Fact term="account.billing.endsOn">
          <FormattedDate value={next.date} dateStyle="long" />
        </Fact>
      ) : null}
      {next?.kind === 'ended' ? (
        <Fact term="account.billing.endedOn">
          <FormattedDate value={next.date} dateStyle="long" />
        </Fact>
      ) : null}
      {next?.kind === 'due' && next.amount !== null ? (
        <Fact term="account.billing.amountDue">{money(next.amount)}</Fact>
      ) : null}
      <Fact term="account.billing.users">
        <FormattedMessage
          id="account.billing.usersValue"
          values={{ count: subscription.availableUsers }}
        />
      </Fact>
      {summary ? (
        <>
          <Fact term="account.billing.interval">
            <FormattedMessage id={INTERVAL_LABELS[summary.interval]} />
          </Fact>
          <Fact term="account.billing.edition">
            <FormattedMessage id={EDITION_LABELS[summary.edition]} />
          </Fact>
        </>
      ) : null}
      {summary?.card ? (
        <Fact term="account.billing.card">
          <CardFact card={summary.card} />
        </Fact>
      ) : null}
      <Fact term="account.billing.provider">
        <FormattedMessage id={PROVIDER_LABELS[subscription.type]} />
      </Fact>
    </dl>
  );
}

function CardFact({ card }: { card: TBillingCard }) {
  const brand = cardBrandName(card.brand);
  // The first day of the expiry month, in UTC: the month and year as the language writes them.
  const expiry = Date.UTC(card.expYear, card.expMonth - 1, 1);
  return (
    <>
      <FormattedMessage
        id="account.billing.cardValue"
        values={{
          brand: brand ?? <FormattedMessage id="account.billing.cardUnknown" />,
          last4: card.last4,
        }}
      />
      <span className="account-hint account-fact-detail">
        <FormattedMessage
          id="account.billing.cardExpires"
          values={{
            date: <FormattedDate value={expiry} month="2-digit" year="numeric" timeZone="UTC" />,
          }}
        />
      </span>
    </>
  );
}
