import {
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { AppSyncFilter, TProfileListItem } from '@portal/shared/api/profiles';
import {
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  LinkButton,
  getErrorMessage,
  loadRuntimeConfig,
  showToast,
} from '@portal/shell/platform';
import { OutroPreview } from '../outro/OutroPreview';
import { AppLinkAction } from './AppLinkAction';
import { AppStatus } from './AppStatus';
import { useDeleteProfileMutation } from './profilesApi';
import { userPath, VIDEO_PATH } from '@portal/shared/routes/paths';

/**
 * Each row's fixed height (px), so rows stay put while pictures load; phones wrap the actions.
 * Three text lines: the name, the details, the app's status.
 */
const ROW_HEIGHT = { wide: 80, narrow: 136 };
const NARROW = '(max-width: 40rem)';
/** Load the next page when the last rendered row is this close to the end of what is loaded. */
const LOAD_AHEAD = 15;
/** Placeholder rows shown below the loaded ones while the next page comes. */
const SKELETON_ROWS = 3;

/** One query object for every render (matchMedia itself costs a style lookup per call). */
let narrowQuery: MediaQueryList | undefined;
const narrowMedia = () => (narrowQuery ??= matchMedia(NARROW));

function useNarrow() {
  return useSyncExternalStore(
    (changed) => {
      narrowMedia().addEventListener('change', changed);
      return () => narrowMedia().removeEventListener('change', changed);
    },
    () => narrowMedia().matches,
    () => false,
  );
}

/** A row's placeholder while its page comes. */
function PendingRow({ index, start }: { index: number; start: number }) {
  return (
    <li
      data-index={index}
      className="profiles-row profiles-row-pending"
      style={{ transform: `translateY(${start}px)` }}
      aria-hidden="true"
    >
      <span className="profiles-picture profiles-skeleton" />
      <span className="profiles-row-text profiles-skeleton" />
    </li>
  );
}

/**
 * The list before its first page: the scroller's own fixed box with placeholder rows, so nothing
 * below it moves when the rows arrive (the apps card on a phone).
 */
export function ProfileListSkeleton() {
  const intl = useIntl();
  const rowHeight = useNarrow() ? ROW_HEIGHT.narrow : ROW_HEIGHT.wide;
  return (
    <div
      className="profiles-scroller"
      style={{ '--row': `${rowHeight}px` } as CSSProperties}
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'common.loading' })}
    >
      <ul className="profiles-list" style={{ height: rowHeight * SKELETON_ROWS }}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <PendingRow key={index} index={index} start={index * rowHeight} />
        ))}
      </ul>
    </div>
  );
}

/** The API base the signed picture URLs are relative to (as getAssetUrl prefixes them). */
function useApiBase() {
  const [apiBase, setApiBase] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadRuntimeConfig().then(
      (config) => live && setApiBase(config.apiBase),
      () => live && setApiBase(''),
    );
    return () => {
      live = false;
    };
  }, []);
  return apiBase;
}

const nameOf = (profile: TProfileListItem) =>
  profile.companies[0]?.configuration.variables.outroFullName || profile.loginName;

/** The agent's picture, or the company logo, or initials when the profile has neither. */
function ProfilePicture({ profile, apiBase }: { profile: TProfileListItem; apiBase: string }) {
  const url = profile.pictureUrl ?? profile.logoUrl;
  if (url)
    return (
      <img
        className="profiles-picture"
        src={`${apiBase}${url}`}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
      />
    );
  const initials = nameOf(profile)
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span className="profiles-picture profiles-initials" aria-hidden="true">
      {initials}
    </span>
  );
}

/** The saved profile's end card: the wizard's preview component, from the stored values. */
function SavedOutro({ profile, apiBase }: { profile: TProfileListItem; apiBase: string }) {
  const company = profile.companies[0]!;
  const saved = company.configuration.variables;
  const absolute = (url: string | null) => (url ? `${apiBase}${url}` : null);
  return (
    <OutroPreview
      card={{
        fullName: saved.outroFullName,
        phone: saved.outroPhoneNumber,
        email: saved.outroEmail,
        website: saved.outroWebsite,
        extraLine: saved.outroExtraInfo,
        logoUrl: absolute(profile.logoUrl),
        photoUrl: absolute(profile.pictureUrl),
        colorPrimary: saved.color_primary,
        colorSecondary: saved.color_secondary,
        theme: saved.theme,
        franchise: company.groupConfiguration,
      }}
    />
  );
}

interface ProfileRowProps {
  profile: TProfileListItem;
  index: number;
  start: number;
  total: number;
  apiBase: string | null;
  onPreview: (profile: TProfileListItem) => void;
  onDelete: (profile: TProfileListItem, index: number) => void;
}

/** One row; kept as it is while the list scrolls (only new rows render on a scroll frame). */
const ProfileRow = memo(function ProfileRow({
  profile,
  index,
  start,
  total,
  apiBase,
  onPreview,
  onDelete,
}: ProfileRowProps) {
  const intl = useIntl();
  const name = nameOf(profile);
  return (
    <li
      data-index={index}
      className="profiles-row"
      style={{ transform: `translateY(${start}px)` }}
      aria-setsize={total}
      aria-posinset={index + 1}
    >
      {apiBase === null ? (
        <span className="profiles-picture" aria-hidden="true" />
      ) : (
        <ProfilePicture profile={profile} apiBase={apiBase} />
      )}
      <div className="profiles-row-text">
        <p className="profiles-row-name">{name}</p>
        <p className="profiles-row-details">
          {/* First on the line: the ellipsis of a narrow row cuts the company, never the link. */}
          {profile.latestVideoId ? (
            <Link
              className="profiles-row-video"
              to={VIDEO_PATH.replace(':videoId', encodeURIComponent(profile.latestVideoId))}
              aria-label={intl.formatMessage({ id: 'profiles.video.action' }, { name })}
            >
              <FormattedMessage id="profiles.video.short" />
            </Link>
          ) : null}
          <span>{profile.loginPhoneNumber}</span>
          <span>{profile.companies[0]?.name}</span>
        </p>
        <p className={`profiles-row-app profiles-row-app-${profile.app.status}`}>
          <AppStatus app={profile.app} />
        </p>
      </div>
      <div className="profiles-row-actions">
        <Button
          variant="secondary"
          aria-label={intl.formatMessage({ id: 'profiles.preview.action' }, { name })}
          onClick={() => onPreview(profile)}
        >
          <FormattedMessage id="profiles.preview.short" />
        </Button>
        <LinkButton
          variant="secondary"
          to={userPath(profile.id)}
          aria-label={intl.formatMessage({ id: 'profiles.edit.action' }, { name })}
        >
          <FormattedMessage id="profiles.edit.short" />
        </LinkButton>
        <Button
          variant="secondary"
          aria-label={intl.formatMessage({ id: 'profiles.delete.action' }, { name })}
          onClick={() => onDelete(profile, index)}
        >
          <FormattedMessage id="profiles.delete.short" />
        </Button>
      </div>
    </li>
  );
});

export interface ProfileListProps {
  /** The loaded rows, oldest first. */
  profiles: TProfileListItem[];
  /** How many match over all pages (aria-setsize). */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** The search text the rows match ('' for all) and the app filter: which empty state applies. */
  query: string;
  appFilter?: AppSyncFilter;
  /** Where the focus goes when the list has no row left to take it. */
  onFocusLost?: () => void;
}

/**
 * The users tab's list (spec §2): picture, name, phone and company, the app's status; preview (with
 * "Text the app link"), edit, delete after confirming. Only the rows in view (and a few around) are in the page, however many there are; the
 * next page loads as its end nears.
 */
export function ProfileList({
  profiles,
  total,
  hasMore,
  loadingMore,
  loadMore,
  query,
  appFilter = 'all',
  onFocusLost,
}: ProfileListProps) {
  const intl = useIntl();
  const apiBase = useApiBase();
  const narrow = useNarrow();
  const scroller = useRef<HTMLDivElement>(null);
  const [toDelete, setToDelete] = useState<{ profile: TProfileListItem; index: number } | null>(
    null,
  );
  const [previewing, setPreviewing] = useState<TProfileListItem | null>(null);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const [deleteProfile, { isLoading: deleting }] = useDeleteProfileMutation();
  const rowHeight = narrow ? ROW_HEIGHT.narrow : ROW_HEIGHT.wide;
  const onDelete = useCallback(
    (profile: TProfileListItem, index: number) => setToDelete({ profile, index }),
    [],
  );
  const count = profiles.length + (hasMore ? SKELETON_ROWS : 0);

  // Stable between scroll frames: the virtualizer lays out every row of the list again (5,000 at a
  // time) whenever the key function changes, so it changes only when the loaded rows do.
  const getItemKey = useCallback(
    (index: number) => profiles[index]?.id ?? `pending-${index}`,
    [profiles],
  );
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize,
    overscan: 4,
    getItemKey,
    // Before the first layout (and in tests): a phone screen's worth of rows.
    initialRect: { width: 390, height: 640 },
    // Scroll frames render with React's batching, not one synchronous render per scroll event.
    useFlushSync: false,
  });
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= profiles.length - LOAD_AHEAD) loadMore();
  }, [hasMore, loadingMore, lastIndex, profiles.length, loadMore]);

  // After a deletion the focus goes to the row that took the deleted one's place (or the one
  // before it), not to the top of the page.
  useEffect(() => {
    if (focusRow === null || deleting) return;
    const index = Math.min(focusRow, profiles.length - 1);
    setFocusRow(null);
    if (index < 0) return onFocusLost?.();
    virtualizer.scrollToIndex(index);
    requestAnimationFrame(() =>
      scroller.current?.querySelector<HTMLElement>(`[data-index="${index}"] button`)?.focus(),
    );
  }, [focusRow, deleting, profiles.length, virtualizer, onFocusLost]);

  if (profiles.length === 0 && !hasMore)
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

  async function confirmDelete() {
    if (!toDelete) return;
    const { profile, index } = toDelete;
    try {
      await deleteProfile(profile.id).unwrap();
      showToast(intl.formatMessage({ id: 'profiles.delete.done' }, { name: nameOf(profile) }));
      setFocusRow(index);
    } catch (error) {
      showToast(getErrorMessage(error, intl), 'error');
    }
    setToDelete(null);
  }

  return (
    <>
      <div
        ref={scroller}
        className="profiles-scroller"
        style={{ '--row': `${rowHeight}px` } as CSSProperties}
      >
        <ul className="profiles-list" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const profile = profiles[item.index];
            if (!profile)
              return <PendingRow key={item.key} index={item.index} start={item.start} />;
            return (
              <ProfileRow
                key={item.key}
                profile={profile}
                index={item.index}
                start={item.start}
                total={total}
                apiBase={apiBase}
                onPreview={setPreviewing}
                onDelete={onDelete}
              />
            );
          })}
        </ul>
      </div>
      {previewing ? (
        <Dialog
          title={
            <FormattedMessage id="profiles.preview.title" values={{ name: nameOf(previewing) }} />
          }
          onClose={() => setPreviewing(null)}
        >
          <SavedOutro profile={previewing} apiBase={apiBase ?? ''} />
          <AppLinkAction profile={previewing} />
        </Dialog>
      ) : null}
      {toDelete ? (
        <ConfirmDialog
          danger
          busy={deleting}
          title={<FormattedMessage id="profiles.delete.title" />}
          message={
            <FormattedMessage
              id="profiles.delete.message"
              values={{ name: nameOf(toDelete.profile) }}
            />
          }
          confirmLabel={<FormattedMessage id="profiles.delete.confirm" />}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setToDelete(null)}
        />
      ) : null}
    </>
  );
}
