import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  buttonClass,
  Card,
  LinkButton,
  QueryStatus,
  Select,
  Skeleton,
  TextField,
  accountApi,
  selectIsLoggedIn,
  store,
  useCan,
  useGetAccountQuery,
  useRole,
} from '@portal/shell/platform';
import { AddUserAction } from './AddUserAction';
import { BulkActions } from './bulk/BulkActions';
import { ExportAction } from './bulk/ExportAction';
import { useSelection } from './bulk/useSelection';
import { PlanSummary } from './PlanSummary';
import { ProfileList, ProfileListSkeleton } from './ProfileList';
import { UpgradeLink } from './UpgradeLink';
import { lastImport } from '../import/lastImport';
import type { AppSyncFilter, KitFilter, TProfileListItem } from '@portal/shared/api/profiles';
import { EVERYONE, profilesApi, useGetProfilePagesInfiniteQuery } from './profilesApi';
import '../ui/profiles.css';
import '../i18n/messages';
import { BRAND_KIT_PATH } from '@portal/shared/routes/paths';

const AppQrCodes = lazy(() => import('../apps/AppQrCodes'));
/**
 * Only once asked for: its form's schema brings the validation library (26 KB gzip), which the
 * tab's first screen does not need and which would hold this module back on a slow phone.
 */
const InvitationDialog = lazy(() =>
  import('../invitations/InvitationDialog').then(({ InvitationDialog }) => ({
    default: InvitationDialog,
  })),
);
/** "Import agents" (issue 36 §2): its own chunk, loaded when opened. */
const ImportPage = lazy(() => import('../import/ImportPage'));
/** The address's search parameter that shows the import: `?import` (new) or `?import=<id>`. */
const IMPORT_PARAM = 'import';
/** The actions' labels and looks, in their order: their placeholder while the account loads. */
const PENDING_ACTIONS = [
  ['profiles.add', 'primary'],
  ['profiles.invite', 'secondary'],
  ['profiles.bulk.export', 'secondary'],
  ['profiles.import.title', 'secondary'],
  ['profiles.kit.title', 'secondary'],
] as const;
/** The longest search text ZProfileListQuery takes. */
const SEARCH_MAX = 100;
/** The search waits for a pause in typing before it asks the server. */
const SEARCH_DELAY_MS = 250;
/** The app filter's choices (APP_SYNC_FILTERS, whose values would bring the validation library). */
const APP_FILTERS: readonly AppSyncFilter[] = [
  'all',
  'never',
  'current',
  'pending',
  'signedOut',
  'deactivated',
];
/** The brand kit filter's choices (KIT_FILTERS), kept in the URL as `?kit=`. */
const KIT_FILTER_CHOICES: readonly KitFilter[] = ['all', 'differs'];
const kitFilterOf = (value: string | null): KitFilter =>
  KIT_FILTER_CHOICES.find((choice) => choice === value) ?? 'all';

/**
 * The account and the list's first page are asked for as soon as this module runs, not once the tab
 * renders: when the users tab is the page opened, the shell runs this module before React starts
 * (startFirstPage), half a second earlier on a slow phone. The tab's queries take these same cache
 * entries (nothing is fetched twice); without a session nothing is asked for.
 */
function askEarly() {
  if (!selectIsLoggedIn(store.getState())) return;
  void store.dispatch(accountApi.endpoints.getAccount.initiate(undefined, { subscribe: false }));
  void store.dispatch(
    profilesApi.endpoints.getProfilePages.initiate(EVERYONE, { subscribe: false }),
  );
}
askEarly();

const NO_PROFILES: TProfileListItem[] = [];

/** `value`, once it has not changed for `ms`. */
function useDebounced(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The users tab of the portal frame (spec §2); with `?import` in the address, the import of agents
 * in its place (its own address: a running import is found again there).
 */
export default function UsersTab() {
  const [params, setParams] = useSearchParams();
  const importId = params.get(IMPORT_PARAM);
  // A role that cannot change users has no import: its address shows the list.
  const canWrite = useCan('profiles.write');
  if (importId === null || !canWrite) return <UsersList />;
  return (
    <Suspense fallback={<Skeleton lines={6} />}>
      <ImportPage
        importId={importId || null}
        usersPath={{ search: searchWithout(params) }}
        newImportPath={{ search: `?${IMPORT_PARAM}` }}
        onImported={(id) =>
          setParams(
            (current) => {
              current.set(IMPORT_PARAM, id);
              return current;
            },
            { replace: true },
          )
        }
      />
    </Suspense>
  );
}

/** The users tab's own address, the frame's other parameters kept. */
function searchWithout(params: URLSearchParams) {
  const kept = new URLSearchParams(params);
  kept.delete(IMPORT_PARAM);
  const search = kept.toString();
  return search ? `?${search}` : '';
}

/**
 * The current plan with its used and free seats, and the profile list. While either loads it shows
 * a skeleton: "no profiles" is said only once known.
 */
/**
 * Said instead of the buttons to a role that reads the users but cannot change them (issue 37): no
 * button there answers 403.
 */
function ViewOnly() {
  const role = useRole();
  return (
    <p className="profiles-view-only">
      <FormattedMessage id="profiles.viewOnly" values={{ role }} />
    </p>
  );
}

function UsersList() {
  const intl = useIntl();
  // Issue 37: adding, editing, deleting, texting, exporting, importing, invitation links and the
  // brand kit need profiles.write; "Add users to the plan" (the billing portal) billing.write.
  const canWrite = useCan('profiles.write');
  const canBill = useCan('billing.write');
  const { data: account, isLoading, error, refetch } = useGetAccountQuery();
  const [search, setSearch] = useState('');
  const typed = search.trim();
  const query = useDebounced(typed, SEARCH_DELAY_MS);
  const [appFilter, setAppFilter] = useState<AppSyncFilter>('all');
  // "Differs from the brand kit" is kept in the URL: a link or a reload shows the same list.
  const [params, setParams] = useSearchParams();
  const kitFilter = kitFilterOf(params.get('kit'));
  const setKitFilter = (kit: KitFilter) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (kit === 'all') next.delete('kit');
        else next.set('kit', kit);
        return next;
      },
      { replace: true },
    );
  const filter = useMemo(
    () => ({ q: query, app: appFilter, kit: kitFilter }),
    [query, appFilter, kitFilter],
  );
  const filtered = query !== '' || appFilter !== 'all' || kitFilter !== 'all';
  const searchField = useRef<HTMLInputElement>(null);
  // The list is asked for beside the account (one round trip less before the first row on a slow
  // phone) but shown only with it: a blocked account is signed out before anything else shows.
  // The unfiltered list counts the seats in use; the list shown is the search's and the app
  // filter's (the same when neither is used).
  const everyone = useGetProfilePagesInfiniteQuery(EVERYONE);
  const found = useGetProfilePagesInfiniteQuery(filter);
  const used = everyone.data?.pages[0]?.total ?? undefined;
  // A previous search's rows stay while the next one loads (no flash of an empty list).
  const pages = found.data?.pages ?? found.currentData?.pages;
  const profiles = pages?.flatMap((page) => page.rows);
  const total = pages?.[0]?.total ?? 0;
  // "All N matching" counts the current search's own answer, never a previous one's.
  const matching = found.currentData?.pages[0]?.total ?? undefined;
  const selection = useSelection(filter, profiles ?? NO_PROFILES, matching);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = found;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const focusSearch = useCallback(() => searchField.current?.focus(), []);
  const waiting = !account && !error;
  const [inviting, setInviting] = useState(false);
  return (
    <section className="profiles-tab" aria-labelledby="profiles-users-title">
      <h2 id="profiles-users-title" className="profiles-title">
        <FormattedMessage id="profiles.users.title" />
      </h2>
      <Card level={3} title={<FormattedMessage id="profiles.plan.title" />}>
        {account ? (
          <>
            <PlanSummary subscription={account.subscription} used={used} />
            {account.isValidSubscription ? null : (
              <p className="ui-alert ui-alert-warning profiles-ended">
                <FormattedMessage id="profiles.expired.deactivated" />
              </p>
            )}
            {canBill ? <UpgradeLink /> : null}
          </>
        ) : waiting ? (
          // The plan's own layout with placeholders, so the cards below stay put when it arrives.
          <>
            <PlanSummary />
            {canBill ? (
              <p className="profiles-upgrade profiles-pending" aria-hidden="true">
                <span className="ui-button ui-button-link">&nbsp;</span>
              </p>
            ) : null}
          </>
        ) : (
          <QueryStatus isLoading={isLoading} error={error} onRetry={() => void refetch()} />
        )}
      </Card>
      <Card level={3} title={<FormattedMessage id="profiles.list.title" />}>
        {!canWrite ? (
          <ViewOnly />
        ) : account ? (
          <div className="profiles-actions">
            <AddUserAction account={account} used={used} />
            <Button variant="secondary" onClick={() => setInviting(true)}>
              <FormattedMessage id="profiles.invite" />
            </Button>
            <ExportAction selection={selection.body ?? { matching: filter }} />
            <LinkButton
              variant="secondary"
              to={{ search: `?${IMPORT_PARAM}=${encodeURIComponent(lastImport() ?? '')}` }}
            >
              <FormattedMessage id="profiles.import.title" />
            </LinkButton>
            <LinkButton variant="secondary" to={BRAND_KIT_PATH}>
              <FormattedMessage id="profiles.kit.title" />
            </LinkButton>
          </div>
        ) : waiting ? (
          // The buttons' lines, kept (unseen, with their labels: they wrap as the buttons will)
          // until the account is known: the list does not move.
          <div className="profiles-actions profiles-pending" aria-hidden="true">
            {PENDING_ACTIONS.map(([id, variant]) => (
              <span key={id} className={buttonClass(variant)}>
                <FormattedMessage id={id} />
              </span>
            ))}
          </div>
        ) : null}
        {account || waiting ? (
          // While the account loads the fields stand in their place as placeholders, out of reach
          // (inert): the list below does not move when they come.
          <div
            className={account ? 'profiles-search' : 'profiles-search profiles-search-pending'}
            inert={!account}
          >
            <div className="profiles-search-fields">
              <TextField
                ref={searchField}
                type="search"
                label={<FormattedMessage id="profiles.search.label" />}
                value={search}
                maxLength={SEARCH_MAX}
                autoComplete="off"
                spellCheck={false}
                enterKeyHint="search"
                onChange={(event) => setSearch(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape' && search) {
                    event.preventDefault();
                    setSearch('');
                  }
                }}
              />
              <Select
                label={<FormattedMessage id="profiles.filter.label" />}
                value={appFilter}
                onChange={(event) => setAppFilter(event.target.value as AppSyncFilter)}
              >
                {APP_FILTERS.map((value) => (
                  <option key={value} value={value}>
                    {intl.formatMessage({ id: `profiles.filter.${value}` })}
                  </option>
                ))}
              </Select>
              <Select
                label={<FormattedMessage id="profiles.filter.kitLabel" />}
                value={kitFilter}
                onChange={(event) => setKitFilter(kitFilterOf(event.target.value))}
              >
                <option value="all">{intl.formatMessage({ id: 'profiles.filter.kitAll' })}</option>
                <option value="differs">
                  {intl.formatMessage({ id: 'profiles.kit.differs' })}
                </option>
              </Select>
            </div>
            {/* Said once the search has answered, politely: typing is not interrupted. */}
            <p className="profiles-search-count" aria-live="polite" aria-atomic="true">
              {filtered && profiles && query === typed && !found.isFetching
                ? intl.formatMessage({ id: 'profiles.search.count' }, { count: total })
                : ''}
            </p>
          </div>
        ) : null}
        {canWrite && account && profiles ? (
          // While another search loads, "select all" keeps its place and the count shown (the
          // selection itself waits for the new count): nothing moves, the Tab order stays.
          <BulkActions
            selection={selection}
            matching={matching ?? total}
            onFocusLost={focusSearch}
          />
        ) : null}
        {account && profiles ? (
          <ProfileList
            profiles={profiles}
            total={total}
            hasMore={hasNextPage}
            loadingMore={isFetchingNextPage}
            loadMore={loadMore}
            query={query}
            appFilter={appFilter}
            onFocusLost={focusSearch}
            isSelected={selection.isSelected}
            onSelect={selection.toggle}
            readOnly={!canWrite}
          />
        ) : waiting || account ? (
          <ProfileListSkeleton />
        ) : null}
      </Card>
      <Card level={3} title={<FormattedMessage id="profiles.apps.title" />}>
        <Suspense fallback={<Skeleton lines={2} />}>
          <AppQrCodes />
        </Suspense>
      </Card>
      {inviting ? (
        <Suspense fallback={null}>
          <InvitationDialog onClose={() => setInviting(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
