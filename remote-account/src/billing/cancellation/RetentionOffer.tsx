import { FormattedMessage } from 'react-intl';
import type { TRetentionOffer } from '@portal/shared/billing/cancellation';
import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import { CURRENCIES, formatAmount, type Currency } from '@portal/shared/payments/prices';
import { Button, useLocale, type MessageId } from '@portal/shell/platform';

const WORDS: Record<'percent' | 'amount', Record<TRetentionOffer['duration'], MessageId>> = {
  percent: {
    once: 'account.cancellation.offer.percentOnce',
    forever: 'account.cancellation.offer.percentForever',
    repeating: 'account.cancellation.offer.percentMonths',
  },
  amount: {
    once: 'account.cancellation.offer.amountOnce',
    forever: 'account.cancellation.offer.amountForever',
    repeating: 'account.cancellation.offer.amountMonths',
  },
};

const isCurrency = (value: string | null): value is Currency =>
  CURRENCIES.includes(value as Currency);

/** The one retention offer (RETENTION_COUPON), in words, with the button that takes it. */
export function RetentionOffer({
  offer,
  onAccept,
  busy,
}: {
  offer: TRetentionOffer;
  onAccept: () => void;
  busy: boolean;
}) {
  const locale = useLocale();
  const amount =
    offer.amountOff !== null && isCurrency(offer.currency)
      ? formatAmount(offer.amountOff, offer.currency, LOCALE_TAGS[locale])
      : null;
  return (
    <section className="account-setting" aria-labelledby="cancellation-offer-title">
      <h3 id="cancellation-offer-title" className="account-step-title">
        <FormattedMessage id="account.cancellation.offer.title" />
      </h3>
      <p className="account-text">
        <FormattedMessage
          id={WORDS[amount ? 'amount' : 'percent'][offer.duration]}
          values={{
            percent: offer.percentOff ?? 0,
            amount,
            months: offer.durationInMonths ?? 1,
          }}
        />
      </p>
      <div className="account-billing-actions">
        <Button onClick={onAccept} busy={busy}>
          <FormattedMessage id="account.cancellation.offer.accept" />
        </Button>
      </div>
    </section>
  );
}
