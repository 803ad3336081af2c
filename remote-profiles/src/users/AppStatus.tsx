import { FormattedMessage, useIntl } from 'react-intl';
import type { TAppSyncStatus } from '@portal/shared/api/app';
import { sinceUnit } from '@portal/shell/platform';

/**
 * Whether the profile's agent holds today's branding (docs/app-contract.md): switched off at the
 * contract end, signed out by a new login phone, never signed in, up to date since its last sync,
 * or an edit the app has not fetched yet. The time is as of the render.
 */
export function AppStatus({ app }: { app: TAppSyncStatus }) {
  // The intl object's own formatter, not <FormattedRelativeTime>: that component would join the
  // react-intl every page shares (its bytes on the login page).
  const intl = useIntl();
  if (app.status === 'deactivated') return <FormattedMessage id="profiles.app.deactivated" />;
  if (app.status === 'signedOut') return <FormattedMessage id="profiles.app.signedOut" />;
  if (app.status === 'never') return <FormattedMessage id="profiles.app.never" />;
  if (app.status === 'pending') return <FormattedMessage id="profiles.app.pending" />;
  const since = app.syncedAt ? sinceUnit(app.syncedAt) : { value: 0, unit: 'second' as const };
  return (
    <FormattedMessage
      id="profiles.app.current"
      values={{
        ago: intl.formatRelativeTime(since.value, since.unit, { numeric: 'auto', style: 'short' }),
      }}
    />
  );
}
