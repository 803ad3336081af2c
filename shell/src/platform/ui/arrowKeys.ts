// Kept apart from Tabs.tsx (and its stylesheets): the Toolbar, a module path of its own, uses it too.

/** Arrow keys move between tabs and wrap; Home and End jump to the ends (WAI-ARIA tabs pattern). */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
