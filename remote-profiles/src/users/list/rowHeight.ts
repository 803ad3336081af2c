import { useSyncExternalStore } from 'react';

/**
 * Each row's fixed height (px), so rows stay put while pictures load. Three text lines: the name,
 * the details, the app's status (and on a phone when the app link was last texted, below it); on
 * a phone the four actions follow as two lines of two.
 */
const ROW_HEIGHT = { wide: 80, narrow: 188 };
const NARROW = '(max-width: 40rem)';
/** Placeholder rows shown below the loaded ones while the next page comes. */
export const SKELETON_ROWS = 3;

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

/** The row height of the screen's width, the same for the list and its placeholder. */
export function useRowHeight() {
  return useNarrow() ? ROW_HEIGHT.narrow : ROW_HEIGHT.wide;
}
