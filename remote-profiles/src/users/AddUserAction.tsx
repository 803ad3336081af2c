import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TAccount } from '@portal/shared/api/contract';
import { userPath } from '@portal/shared/routes/paths';
import { Button, LinkButton, useCan } from '@portal/shell/platform';
import { AddSeatsButton } from './UpgradeLink';
import { seatState } from './seats';

/**
 * The users tab's "Add user". With no free seat it is disabled with the reason beside it and the
 * way out ("Add users to the plan"); once the subscription has ended, with that reason. While the
 * count loads it stays a link: the wizard checks the seats again before its first step.
 */
export function AddUserAction({ account, used }: { account: TAccount; used: number | undefined }) {
  const reasonId = useId();
  // "Add users to the plan" opens the billing portal: billing.write (issue 37).
  const canBill = useCan('billing.write');
  const state = seatState(account, used);
  if (state === 'free' || state === 'unknown')
    return (
      <LinkButton to={userPath('new')}>
        <FormattedMessage id="profiles.add" />
      </LinkButton>
    );
  // The reason and the way out take their own line under the buttons (CSS order), read right
  // after the disabled button.
  return (
    <>
      <Button disabled aria-describedby={reasonId}>
        <FormattedMessage id="profiles.add" />
      </Button>
      <div className="profiles-add-refused">
        <p id={reasonId} className="profiles-seat-reason">
          {state === 'full' ? (
            <FormattedMessage
              id="profiles.seats.full"
              values={{ seats: account.subscription.availableUsers }}
            />
          ) : (
            <FormattedMessage id="profiles.expired.addReason" />
          )}
        </p>
        {state === 'full' && canBill ? <AddSeatsButton variant="secondary" /> : null}
      </div>
    </>
  );
}
