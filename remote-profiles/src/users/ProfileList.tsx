import type { CSSProperties } from 'react';
import type { AppSyncFilter, TProfileListItem } from '@portal/shared/api/profiles';
import { EmptyList } from './list/EmptyList';
import { PendingRow } from './list/PendingRow';
import { ProfileRow } from './list/ProfileRow';
import { DeleteDialog, PreviewDialog } from './list/RowDialogs';
import { useProfileListFlow } from './list/useProfileListFlow';

// The users tab shows the placeholder from here, beside the list it stands for.
export { ProfileListSkeleton } from './list/PendingRow';

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
  /** The bulk selection's rows (issue 36 §3); without it no row is ticked. */
  isSelected?: (id: string) => boolean;
  onSelect?: (profile: TProfileListItem, selected: boolean) => void;
  /** The role reads but cannot change users (issue 37): rows without selection, edit, text, delete. */
  readOnly?: boolean;
}

const NONE = () => false;
const IGNORE = () => undefined;

/**
 * The users tab's list (spec §2): a box to select the row, picture, name, phone and company, the
 * app's status and when the app link was last texted; preview, edit, text the app link, delete
 * after confirming. Only the rows in view (and a few around) are
 * in the page, however many there are; the next page loads as its end nears. The state and effects
 * live in `useProfileListFlow`.
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
  isSelected = NONE,
  onSelect = IGNORE,
  readOnly = false,
}: ProfileListProps) {
  const flow = useProfileListFlow({ profiles, hasMore, loadingMore, loadMore, onFocusLost });
  const { apiBase, previewing, toDelete } = flow;

  if (profiles.length === 0 && !hasMore) return <EmptyList query={query} appFilter={appFilter} />;

  return (
    <>
      <div
        ref={flow.scroller}
        onFocus={flow.onFocus}
        className="profiles-scroller"
        style={{ '--row': `${flow.rowHeight}px` } as CSSProperties}
      >
        <ul className="profiles-list" style={{ height: flow.totalSize }}>
          {flow.items.map((item) => {
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
                selected={isSelected(profile.id)}
                onSelect={onSelect}
                onPreview={flow.setPreviewing}
                onDelete={flow.askDelete}
                readOnly={readOnly}
              />
            );
          })}
        </ul>
      </div>
      {previewing ? (
        <PreviewDialog
          profile={previewing}
          apiBase={apiBase ?? ''}
          onClose={() => flow.setPreviewing(null)}
        />
      ) : null}
      {toDelete ? (
        <DeleteDialog
          profile={toDelete.profile}
          busy={flow.deleting}
          onConfirm={() => void flow.confirmDelete()}
          onCancel={flow.cancelDelete}
        />
      ) : null}
    </>
  );
}
