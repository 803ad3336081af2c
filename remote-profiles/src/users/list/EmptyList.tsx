import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { AppSyncFilter } from '@portal/shared/api/profiles';
import { EmptyState } from '@portal/shell/platform';

/**
 * No row to show: why, as the search and the filters say (none yet, none found). The brand kit
 * filter is the address's `?kit=differs` (the users tab keeps it there).
 */
export function EmptyList({ query, appFilter }: { query: string; appFilter: AppSyncFilter }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const differs = params.get('kit') === 'differs';
  return (
    <EmptyState
      title={
        differs ? (
          <FormattedMessage
            id={query ? 'profiles.kit.noneDiffersSearch' : 'profiles.kit.noneDiffers'}
            values={{ query }}
          />
        ) : appFilter !== 'all' ? (
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
