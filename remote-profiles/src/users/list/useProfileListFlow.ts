import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { TProfileListItem } from '@portal/shared/api/profiles';
import { getErrorMessage, showToast } from '@portal/shell/platform';
import { useDeleteProfileMutation } from '../profilesApi';
import { nameOf } from './profileName';
import { SKELETON_ROWS, useRowHeight } from './rowHeight';
import { useApiBase } from './useApiBase';

/** Load the next page when the last rendered row is this close to the end of what is loaded. */
const LOAD_AHEAD = 15;

export interface ProfileListFlowInput {
  profiles: TProfileListItem[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  onFocusLost?: () => void;
}

/**
 * The list's state and effects: the rows in view (virtualized, with placeholders for the page to
 * come), the next page asked for as the end nears, the row being previewed or deleted, and where
 * the focus goes after a deletion. The list only shows what this says.
 */
export function useProfileListFlow({
  profiles,
  hasMore,
  loadingMore,
  loadMore,
  onFocusLost,
}: ProfileListFlowInput) {
  const intl = useIntl();
  const apiBase = useApiBase();
  const rowHeight = useRowHeight();
  const scroller = useRef<HTMLDivElement>(null);
  const [toDelete, setToDelete] = useState<{ profile: TProfileListItem; index: number } | null>(
    null,
  );
  const [previewing, setPreviewing] = useState<TProfileListItem | null>(null);
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const [deleteProfile, { isLoading: deleting }] = useDeleteProfileMutation();
  // Stable, so the memoized rows are not rendered again for it.
  const askDelete = useCallback(
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
  // The rows on either side of the focused one are always in the page, whatever the scroll has
  // drawn yet: Tab and Shift+Tab reach the next row even when the keys come faster than the
  // frames (a slow phone, a fast typist), instead of leaving the list for what follows it.
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedIndex === null) return indexes;
      const around = [focusedIndex - 1, focusedIndex, focusedIndex + 1].filter(
        (index) => index >= 0 && index < range.count && !indexes.includes(index),
      );
      return around.length ? [...indexes, ...around].sort((a, b) => a - b) : indexes;
    },
    [focusedIndex],
  );
  /** On the list's focusin: the focused row's neighbours are rendered before the next key. */
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const row = event.target.closest<HTMLElement>('[data-index]');
    const index = row ? Number(row.dataset.index) : NaN;
    if (Number.isInteger(index)) flushSync(() => setFocusedIndex(index));
  }, []);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize,
    overscan: 4,
    getItemKey,
    rangeExtractor,
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

  return {
    apiBase,
    rowHeight,
    scroller,
    onFocus,
    items,
    totalSize: virtualizer.getTotalSize(),
    previewing,
    setPreviewing,
    toDelete,
    askDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete,
    deleting,
  };
}
