import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Skeleton, useGetAccountQuery } from '@portal/shell/platform';
import { BackToUsers } from '../ui/BackToUsers';
import { AddSeatsButton } from './UpgradeLink';
import { EVERYONE, useGetProfilePagesInfiniteQuery } from './profilesApi';
import { seatState } from './seats';

/**
 * The new-profile wizard opens only with a free seat: a full plan is told so before the first
 * step, with the way to add seats, instead of being refused by the server after six steps. It
 * speaks to the administrator, who is the one signed in here. An ended subscription passes
 * through: its wizard is read-only and says why. Until the account is known the wizard shows its
 * own placeholder or error.
 */
export function FreeSeatGate({ children }: { children: ReactNode }) {
  const { data: account } = useGetAccountQuery();
  // The unfiltered list's count is the seats in use (the users tab's own cache entry).
  const everyone = useGetProfilePagesInfiniteQuery(EVERYONE);
  const used = everyone.data?.pages[0]?.total ?? undefined;
  const state = seatState(account, used);
  // Seats added in the billing portal's window open the wizard on return: the session's account
  // is fetched again when the page regains focus (RequireSession).
  if (!account || (state === 'unknown' && everyone.isError)) return <>{children}</>;
  if (state === 'unknown') return <Skeleton lines={6} />;
  if (state !== 'full') return <>{children}</>;
  return (
    <>
      <section
        className="ui-alert ui-alert-warning profiles-no-seat"
        aria-labelledby="profiles-no-seat"
      >
        <h2 id="profiles-no-seat" className="profiles-subtitle">
          <FormattedMessage id="profiles.seats.noneFree" />
        </h2>
        <p>
          <FormattedMessage
            id="profiles.seats.fullAdmin"
            values={{ seats: account.subscription.availableUsers }}
          />
        </p>
        <p className="profiles-upgrade">
          <AddSeatsButton variant="primary" />
        </p>
      </section>
      <BackToUsers />
    </>
  );
}
