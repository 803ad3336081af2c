import { useCallback, useMemo, useRef, useState } from 'react';
import type { TProfileListItem } from '@portal/shared/api/profiles';
import type { TProfileSelection } from '@portal/shared/api/profiles-bulk';
import type { ProfileListFilter } from '../profilesApi';

/** What is ticked, and for which search and filter: another one starts with nothing ticked. */
interface Ticked {
  filter: string;
  /** Every profile matching the filter, counted by the server (none listed here). */
  all: boolean;
  ids: ReadonlySet<string>;
}

const NOTHING: ReadonlySet<string> = new Set();
const keyOf = ({ q, app, kit }: ProfileListFilter) => JSON.stringify([q, app, kit]);

export interface Selection {
  /** How many profiles the selection counts now: the list's total for "all matching". */
  count: number;
  all: boolean;
  /** Some rows ticked, not all matching (the "select all" box shows it as mixed). */
  some: boolean;
  isSelected: (id: string) => boolean;
  /** A row's box: while "all matching" is on, unticking one keeps the other loaded rows. */
  toggle: (profile: TProfileListItem, selected: boolean) => void;
  selectAll: (selected: boolean) => void;
  clear: () => void;
  /** The API's selection, or null when nothing is selected. */
  body: TProfileSelection | null;
}

/**
 * The users list's selection (issue 36 §3): rows ticked one by one, or every profile matching the
 * search and the filters, which the API counts and finds itself, so "all 5,000" sends no list
 * of ids. A new search or filter starts with nothing selected; a ticked row that is gone from the
 * list (deleted meanwhile) no longer counts.
 */
export function useSelection(
  filter: ProfileListFilter,
  profiles: readonly TProfileListItem[],
  total: number | undefined,
): Selection {
  const key = keyOf(filter);
  const [state, setState] = useState<Ticked>({ filter: key, all: false, ids: NOTHING });
  const ticked = state.filter === key ? state : { filter: key, all: false, ids: NOTHING };
  // The row callbacks stay the same between renders (the rows are memoized): they read these.
  const latest = useRef({ key, profiles });
  latest.current = { key, profiles };

  const kept = useMemo(
    () =>
      ticked.ids.size === 0
        ? []
        : profiles.filter((profile) => ticked.ids.has(profile.id)).map((profile) => profile.id),
    [ticked.ids, profiles],
  );

  const toggle = useCallback((profile: TProfileListItem, selected: boolean) => {
    setState((previous) => {
      const { key, profiles } = latest.current;
      const current = previous.filter === key ? previous : { all: false, ids: NOTHING };
      const ids = new Set(current.all ? profiles.map((row) => row.id) : current.ids);
      if (selected) ids.add(profile.id);
      else ids.delete(profile.id);
      return { filter: key, all: false, ids };
    });
  }, []);
  const selectAll = useCallback(
    (selected: boolean) => setState({ filter: latest.current.key, all: selected, ids: NOTHING }),
    [],
  );
  const clear = useCallback(() => selectAll(false), [selectAll]);

  const count = ticked.all ? (total ?? 0) : kept.length;
  const body: TProfileSelection | null =
    count === 0 ? null : ticked.all ? { matching: { ...filter } } : { ids: kept };
  return {
    count,
    all: ticked.all,
    some: !ticked.all && kept.length > 0,
    isSelected: (id) => ticked.all || ticked.ids.has(id),
    toggle,
    selectAll,
    clear,
    body,
  };
}
