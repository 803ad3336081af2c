import { combineSlices, configureStore, isAnyOf } from '@reduxjs/toolkit';
import type { Middleware } from '@reduxjs/toolkit';
import { ADDITIONAL_INFO_PATH } from '@portal/shared/routes/paths';
import { api } from './api/api';
import type { StoreExtra } from './api/refresh';
import { connectivitySlice } from './connectivity/connectivitySlice';
import { localeSlice, readLocale, writeLocale } from './locale/localeSlice';
import { readSession, SESSION_KEYS, writeSession } from './session/persistence';
import { selectIsLoggedIn } from './session/selectors';
import type { SessionState } from './session/sessionSlice';
import { loggedOut, loginSucceeded, sessionSlice, sessionSynced } from './session/sessionSlice';
import { browserStorage, safeWrite } from './storage';
import { launchSlice } from './webview/launchSlice';
import type { KeyValueStorage } from './storage';

/**
 * Slices a remote injects when it first loads (a checkout, a wizard):
 * `rootReducer.inject(mySlice)` and a `declare module '@portal/shell/platform'` that adds it here,
 * so `RootState` knows it as optional.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  api,
  sessionSlice,
  localeSlice,
  connectivitySlice,
  launchSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** Who a session signs in as: the account and its member (the owner's own login otherwise). */
const personOf = (session: SessionState) =>
  session.id === null ? null : `${session.id}|${session.account?.member?.id ?? 'owner'}`;

/**
 * Keeps this tab's session in step with the other tabs of the portal: a login, a refresh or a
 * logout in one is seen by all, so no tab spends a refresh token another tab already rotated.
 * When another tab switched account (the header's switcher, issue 37) or signed in as someone
 * else, this tab follows it: the old account's answers are dropped (fetched anew for the new one)
 * and it opens on the portal's first screen, as the switching tab does.
 */
function followOtherTabs(
  storage: KeyValueStorage,
  dispatch: (action: { type: string }) => unknown,
  getState: () => RootState,
) {
  const onStorage = (event: StorageEvent) => {
    const key = event.key as (typeof SESSION_KEYS)[number] | null;
    if (key !== null && !SESSION_KEYS.includes(key)) return;
    const stored = readSession(storage);
    if (stored.token === null) {
      if (selectIsLoggedIn(getState())) dispatch(loggedOut());
    } else if (stored.refreshToken !== getState().session.refreshToken) {
      const before = personOf(getState().session);
      dispatch(sessionSynced(stored));
      if (before !== null && before !== personOf(stored)) {
        dispatch(api.util.resetApiState());
        window.location.hash = `#${ADDITIONAL_INFO_PATH}`;
      }
    }
  };
  window.addEventListener('storage', onStorage);
}

/**
 * Builds the portal store: session and locale restored from `storage`, written back on change.
 * The app uses the one `store` below; tests build their own with a storage of their choice.
 */
export function makeStore(storage: KeyValueStorage | undefined = browserStorage()) {
  // Spec §4: a logout clears ALL local storage and state, including cached API data. Once the
  // reducers have seen the action, as a listener would, with no listener library on first screens.
  // resetApiState also aborts the calls still under way: a sign-out does this before it revokes
  // the login (logout.ts), so no read of the old session is answered after the revocation.
  const endsSession = isAnyOf(loggedOut, loginSucceeded);
  const logoutEffects: Middleware<object, RootState> = (storeApi) => (next) => (action) => {
    const result = next(action);
    if (endsSession(action) && !selectIsLoggedIn(storeApi.getState())) {
      safeWrite(storage, (s) => s.clear());
      storeApi.dispatch(api.util.resetApiState());
    }
    return result;
  };

  const extra: StoreExtra = { storage };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: readSession(storage), locale: readLocale(storage) },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(logoutEffects)
        .concat(api.middleware),
  });

  let { session, locale } = store.getState();
  store.subscribe(() => {
    const state = store.getState();
    if (state.session !== session) writeSession(storage, state.session);
    if (state.locale !== locale) writeLocale(storage, state.locale.value);
    ({ session, locale } = state);
  });
  if (storage && storage === globalThis.window?.localStorage) {
    followOtherTabs(storage, store.dispatch, store.getState);
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** The portal's store: one per page, shared with every remote through the platform singleton. */
export const store = makeStore();
