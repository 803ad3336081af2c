import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Button, EmptyState, QueryStatus, getErrorMessage } from '@portal/shell/platform';
import { saveFile } from '@portal/shell/platform/download';
import { useExportActivityMutation, useGetActivityPagesInfiniteQuery } from './activityApi';
import { ActivityFilterBar, FIRST_FILTER_ID } from './ActivityFilterBar';
import { ActivityList } from './ActivityList';
import {
  apiQuery,
  filtersOf,
  hasFilters,
  isBackwards,
  withFilters,
  type ActivityFilters,
} from './filters';
import '../ui/account.css';
import './activity.css';
import '../i18n/messages';

/**
 * The Activity tab (issue 37): the account's log, newest first, filtered by action and days (kept
 * in the URL), a page at a time by "Load more", and its CSV export with the same filters. For the
 * roles with 'activity.read' (the frame's tab table says so).
 */
export default function ActivityTab() {
  const intl = useIntl();
  const countId = useId();
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const query = apiQuery(filters);
  const backwards = isBackwards(filters);
  const pages = useGetActivityPagesInfiniteQuery(query, { skip: backwards });
  const [exportActivity, exporting] = useExportActivityMutation();
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);

  const change = (next: Partial<ActivityFilters>) => {
    setSaid(null);
    setSearch((current) => withFilters(current, next), { replace: true });
  };
  const clear = () => {
    change({ actor: '', action: '', from: '', to: '' });
    // The clearing button leaves with the filters: the keyboard goes on from the first filter.
    document.getElementById(FIRST_FILTER_ID)?.focus();
  };

  async function exportCsv() {
    setSaid(null);
    try {
      const file = await exportActivity(query).unwrap();
      saveFile(file);
      setSaid({
        text: intl.formatMessage({ id: 'account.activity.exported' }, { filename: file.filename }),
        error: false,
      });
    } catch (error) {
      setSaid({ text: getErrorMessage(error, intl), error: true });
    }
  }

  const events = pages.currentData?.pages.flatMap((page) => page.events) ?? [];
  const loaded = !backwards && pages.currentData !== undefined;
  // A failed first page (or a refetch of it) has no list to keep; a failed "Load more" keeps it.
  const failedFirst = pages.isError && !pages.isFetchNextPageError;

  return (
    <section className="account-tab" aria-labelledby="account-activity-title">
      <h2 id="account-activity-title" className="account-title">
        <FormattedMessage id="account.activity.title" />
      </h2>
      <p className="account-text">
        <FormattedMessage id="account.activity.intro" />
      </p>
      <ActivityFilterBar filters={filters} onChange={change} onClear={clear} />
      <div className="activity-toolbar">
        <p id={countId} role="status" className="activity-count">
          {loaded && !failedFirst ? (
            <FormattedMessage
              id={pages.hasNextPage ? 'account.activity.countMore' : 'account.activity.count'}
              values={{ count: events.length }}
            />
          ) : null}
        </p>
        <Button
          variant="secondary"
          busy={exporting.isLoading}
          disabled={backwards}
          onClick={() => void exportCsv()}
        >
          <FormattedMessage id="account.activity.export" />
        </Button>
      </div>
      {/* Live regions stay on the page, so what is put in them later is announced. */}
      <p role="status" className="activity-said account-hint">
        {said && !said.error ? said.text : null}
      </p>
      <p role="alert" className="activity-said ui-field-error">
        {said?.error ? said.text : null}
      </p>
      {backwards ? null : failedFirst || !loaded ? (
        <QueryStatus
          isLoading={pages.isLoading || pages.isFetching}
          error={failedFirst ? pages.error : undefined}
          onRetry={() => void pages.refetch()}
        />
      ) : events.length === 0 ? (
        hasFilters(filters) ? (
          <EmptyState
            title={<FormattedMessage id="account.activity.noMatch.title" />}
            action={
              <Button variant="secondary" onClick={clear}>
                <FormattedMessage id="account.activity.filter.clear" />
              </Button>
            }
          >
            <FormattedMessage id="account.activity.noMatch.text" />
          </EmptyState>
        ) : (
          <EmptyState title={<FormattedMessage id="account.activity.empty.title" />}>
            <FormattedMessage id="account.activity.empty.text" />
          </EmptyState>
        )
      ) : (
        <>
          <ActivityList events={events} countId={countId} />
          {pages.isFetchNextPageError ? (
            <QueryStatus
              isLoading={false}
              error={pages.error}
              onRetry={() => void pages.fetchNextPage()}
            />
          ) : null}
          {pages.hasNextPage && !pages.isFetchNextPageError ? (
            <Button
              variant="secondary"
              className="activity-more"
              busy={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              <FormattedMessage id="account.activity.loadMore" />
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
