import { NavigationType, parsePath } from 'react-router-dom';
import type { BlockerFunction, Location, To, UNSAFE_createHashHistory } from 'react-router-dom';

/** React Router's history (hash, memory or browser): what its `<Router>` navigates with. */
export type History = ReturnType<typeof UNSAFE_createHashHistory>;

/** A navigation held back until the page says to go on (`proceed`) or to stay (`reset`). */
export interface HeldNavigation {
  proceed(): void;
  reset(): void;
}

export interface NavigationGate {
  /** The history the router navigates with: every push, replace and back/forward move passes the gate. */
  readonly history: History;
  /**
   * Holds every navigation `shouldBlock` answers true for and hands it to `onHold` (then `null`
   * once the page has answered). Returns the release.
   */
  block(shouldBlock: BlockerFunction, onHold: (held: HeldNavigation | null) => void): () => void;
}

interface Blocker {
  shouldBlock: BlockerFunction;
  onHold: (held: HeldNavigation | null) => void;
}

/** Whether two locations are the same entry of the history: same address, same key. */
const sameEntry = (a: Location, b: Location) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.key === b.key;

/**
 * Wraps a history so that a page can hold navigations back, as React Router's `useBlocker` does in
 * its data router (which the portal does not load: it is most of the router's weight). A push or
 * replace waits until the page answers; a back/forward move has already changed the URL, so it is
 * undone (`go(-delta)`) and done again on `proceed`. A URL typed by hand carries no history index
 * and cannot be held: the browser's own unload prompt is the only guard there.
 */
export function createNavigationGate(history: History): NavigationGate {
  const blockers = new Set<Blocker>();
  /** The location on screen: during a held back/forward move the history already has the next one. */
  let current = history.location;
  /** The back/forward event of undoing a held move: the page never left. */
  let undoing = false;
  /** The navigation the page said to go on with. */
  let proceeding = false;

  const blockerFor = (nextLocation: Location, historyAction: NavigationType) => {
    if (proceeding) return null;
    for (const blocker of blockers)
      if (blocker.shouldBlock({ currentLocation: current, nextLocation, historyAction }))
        return blocker;
    return null;
  };

  const hold = (blocker: Blocker, go: () => void) =>
    blocker.onHold({
      proceed() {
        blocker.onHold(null);
        proceeding = true;
        try {
          go();
        } finally {
          // A URL history reports the redone back/forward move later: it clears this itself.
          if (history.action !== NavigationType.Pop) proceeding = false;
        }
      },
      reset: () => blocker.onHold(null),
    });

  // Where a push or replace goes, resolved as the history does (the router passes absolute paths).
  const nextLocation = (to: To, state: unknown): Location => {
    const path = typeof to === 'string' ? parsePath(to) : to;
    return {
      pathname: current.pathname,
      search: '',
      hash: '',
      ...path,
      state: state ?? null,
      key: 'held',
    };
  };

  const gated = (method: 'push' | 'replace') => (to: To, state?: unknown) => {
    const action = method === 'push' ? NavigationType.Push : NavigationType.Replace;
    const blocker = blockerFor(nextLocation(to, state), action);
    if (blocker) hold(blocker, () => history[method](to, state));
    else history[method](to, state);
  };

  const gatedHistory: History = {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: gated('push'),
    replace: gated('replace'),
    listen(listener) {
      const unlisten = history.listen((update) => {
        if (update.action === NavigationType.Pop) {
          if (undoing) {
            undoing = false;
            return;
          }
          const blocker = update.delta ? blockerFor(update.location, NavigationType.Pop) : null;
          proceeding = false;
          if (blocker) {
            const delta = update.delta!;
            undoing = true;
            history.go(-delta);
            hold(blocker, () => history.go(delta));
            return;
          }
        }
        current = update.location;
        listener(update);
      });
      // The router reads the address as it first renders and listens once that render is on
      // screen; a slow first screen renders for a while. A move made meanwhile (a link followed, the
      // address changed, back or forward) had no listener: the page would show the address it
      // started at, under another one, for good. The new listener hears of it at once.
      const now = history.location;
      if (!sameEntry(now, current)) {
        current = now;
        listener({ action: NavigationType.Pop, location: now, delta: null });
      }
      return unlisten;
    },
  };

  return {
    history: gatedHistory,
    block(shouldBlock, onHold) {
      const blocker = { shouldBlock, onHold };
      blockers.add(blocker);
      return () => void blockers.delete(blocker);
    },
  };
}
