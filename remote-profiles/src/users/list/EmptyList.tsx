import { FormattedMessage, useIntl } from 'react-intl';
import type { AppSyncFilter } from '@portal/shared/api/profiles';
import { EmptyState } from '@portal/shell/platform';

/** No row to show: why, as the search and the app filter say (none yet, none found). */
export function EmptyList({ query, appFilter }: { query: string; appFilter: AppSyncFilter }) {
  const intl = useIntl();
  return (
    <EmptyState
      title={
        appFilter !== 'all' ? (
          <FormattedMessage
            id={query ? 'profiles.filter.noneSearch' : 'profiles.filter.none'}
            values={{ query, status: intl.formatMessage({ id: `profiles.filter.${appFilter}` }) }}
          />
        ) : query ? (
          <FormattedMessage id="profiles.search.none" values={{ query }} />
        ) : (
          <FormattedMessage id="profiles.list.empty" />
        )
      }
    />
  );
}
