import { FormattedMessage } from 'react-intl';
import { Button, useLocale } from '@portal/shell/platform';
import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import type { TNextAction } from '@portal/shared/payments/contract';
import { formatAmount } from '@portal/shared/payments/prices';
import { Outcome } from './Outcome';

interface ChallengeProps {
  action: TNextAction;
  /** The local provider's simulated bank check: the customer approves or declines here. */
  onAnswer: (outcome: 'approved' | 'refused') => void;
  /** Stripe's: the bank's own page takes over. */
  onStripe: (clientSecret: string) => void;
}

/** The card asks for 3-D Secure (spec §4 Checkout). */
export function Challenge({ action, onAnswer, onStripe }: ChallengeProps) {
  const locale = useLocale();
  return (
    <Outcome titleId="checkout.challenge.title">
      {action.type === 'local_3ds_challenge' ? (
        <>
          <p className="checkout-text">
            <FormattedMessage
              id="checkout.challenge.text"
              values={{
                amount: formatAmount(action.amount, action.currency, LOCALE_TAGS[locale]),
              }}
            />{' '}
            <span>•••• {action.last4}</span>
          </p>
          <div className="checkout-actions">
            <Button variant="secondary" onClick={() => onAnswer('refused')}>
              <FormattedMessage id="checkout.challenge.decline" />
            </Button>
            <Button onClick={() => onAnswer('approved')}>
              <FormattedMessage id="checkout.challenge.approve" />
            </Button>
          </div>
        </>
      ) : (
        <Button onClick={() => onStripe(action.clientSecret)}>
          <FormattedMessage id="checkout.challenge.redirect" />
        </Button>
      )}
    </Outcome>
  );
}
