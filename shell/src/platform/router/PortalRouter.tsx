import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { Router, UNSAFE_createHashHistory, UNSAFE_createMemoryHistory } from 'react-router-dom';
import type { BlockerFunction } from 'react-router-dom';
import { createNavigationGate } from './navigationGate';
import type { HeldNavigation, NavigationGate } from './navigationGate';

const NavigationGateContext = createContext<NavigationGate | null>(null);

export interface PortalRouterProps {
  children?: ReactNode;
  /** Starts in memory at these entries instead of the page's URL (component tests, previews). */
  initialEntries?: string[];
}

/**
 * The portal's router: React Router's hash routing (`#/login`), declarative (`<Routes>`,
 * `useRoutes`), whose navigations a page can hold back (`useNavigationBlocker`). The shell and
 * every standalone remote page use it. React Router's data router would give the same blocking
 * but weighs twice the router (~18 KB gzip) on every first screen.
 */
export function PortalRouter({ children, initialEntries }: PortalRouterProps) {
  const [gate] = useState(() =>
    createNavigationGate(
      initialEntries
        ? UNSAFE_createMemoryHistory({ initialEntries, v5Compat: true })
        : UNSAFE_createHashHistory({ v5Compat: true }),
    ),
  );
  const { history } = gate;
  const [state, setState] = useState({ action: history.action, location: history.location });
  // As React Router's own HashRouter: a new page renders as a transition.
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) =>
        startTransition(() => setState({ action, location })),
      ),
    [history],
  );
  return (
    <NavigationGateContext.Provider value={gate}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationGateContext.Provider>
  );
}

/**
 * Holds back every in-app navigation `shouldBlock` answers true for (links, redirects, the back
 * and forward buttons) and returns it until the page answers: `proceed()` goes, `reset()` stays.
 * Null while nothing is held, and always outside a `PortalRouter`.
 */
export function useNavigationBlocker(shouldBlock: BlockerFunction): HeldNavigation | null {
  const gate = useContext(NavigationGateContext);
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => gate?.block((args) => latest.current(args), setHeld), [gate]);
  return held;
}
