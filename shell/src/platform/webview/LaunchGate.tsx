import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { authFetch } from '../api/authFetch';
import { loginResponseSchema } from '../api/contractSchemas';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectIsLoggedIn } from '../session/selectors';
import { loggedOut, loginSucceeded, loginToSet } from '../session/sessionSlice';
import type { AppStore } from '../store';
import { openOutside, postToApp } from './bridge';
import { pageLaunch, selectIsWebview } from './launchSlice';

/** The one exchange of this page's handoff code (StrictMode runs effects twice). */
let exchange: Promise<void> | null = null;

function exchangeHandoff(code: string, store: AppStore): Promise<void> {
  exchange ??= (async () => {
    const result = await authFetch('/v2/auth/handoff/exchange', {
      locale: store.getState().locale.value,
      body: { code },
      schema: loginResponseSchema,
    });
    if (result.kind === 'ok') {
      store.dispatch(loginSucceeded(result.data));
    } else {
      // The app meant a particular account: no other session stays signed in instead.
      const notice =
        result.kind === 'unreachable' ? 'common.form.connection' : 'errors.handoffInvalid';
      store.dispatch(loggedOut({ notice }));
      postToApp({ type: 'portal:handoffFailed' });
    }
  })();
  return exchange;
}

/** Inside the app, a link that leaves the page (another site, a new window, mail) goes to the app. */
function handLeavingLinksToApp() {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const leaves =
      link.target === '_blank' ||
      new URL(link.href, window.location.href).origin !== window.location.origin;
    if (!leaves) return;
    event.preventDefault();
    openOutside(link.href);
  };
  document.addEventListener('click', onClick);
  // Pages that open a window themselves (the billing portal) reach the app the same way.
  const open = window.open;
  if (window.ReactNativeWebView || window.webkit?.messageHandlers?.portal) {
    window.open = (url) => {
      if (url) openOutside(String(url));
      return null;
    };
  }
  return () => {
    document.removeEventListener('click', onClick);
    window.open = open;
  };
}

/**
 * The launch of the page (docs/webview-contract.md): sets loginTo, exchanges a handoff code before
 * the page renders (so it never flashes "sign in"), and in webview mode hands leaving links and the
 * end of the session to the app.
 */
export function LaunchGate({ store, children }: { store: AppStore; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const webview = useAppSelector(selectIsWebview);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [ready, setReady] = useState(!pageLaunch.handoff);

  useEffect(() => {
    if (pageLaunch.loginTo) dispatch(loginToSet(pageLaunch.loginTo));
    if (!pageLaunch.handoff) {
      if (store.getState().launch.webview) postToApp({ type: 'portal:ready', signedIn: loggedIn });
      return;
    }
    let active = true;
    void exchangeHandoff(pageLaunch.handoff, store).then(() => {
      if (!active) return;
      setReady(true);
      postToApp({ type: 'portal:ready', signedIn: selectIsLoggedIn(store.getState()) });
    });
    return () => {
      active = false;
    };
    // Once per page: the launch is the page's address when it loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => (webview ? handLeavingLinksToApp() : undefined), [webview]);

  // The app learns when the session it handed over ends, to hand over a new one.
  const wasLoggedIn = useRef(loggedIn);
  useEffect(() => {
    if (webview && ready && wasLoggedIn.current && !loggedIn) {
      postToApp({ type: 'portal:signedOut' });
    }
    wasLoggedIn.current = loggedIn;
  }, [loggedIn, webview, ready]);

  if (!ready) return <div className="app-pending" role="status" aria-busy="true" />;
  return children;
}
