import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  isAnyOf,
} from '@reduxjs/toolkit';
import { api } from './api/api';
import { connectivitySlice } from './connectivity/connectivitySlice';
import { localeSlice, readLocale, writeLocale } from './locale/localeSlice';
import { readSession, writeSession } from './session/persistence';
import { selectIsLoggedIn } from './session/selectors';
import { loggedOut, loginSucceeded, sessionSlice } from './session/sessionSlice';
import { browserStorage, safeWrite } from './storage';
import type { KeyValueStorage } from './storage';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
  locale: localeSlice.reducer,
  connectivity: connectivitySlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Builds the portal store: session and locale restored from `storage`, written back on change.
 * The app uses the one `store` below; tests build their own with a storage of their choice.
 */
export function makeStore(storage: KeyValueStorage | undefined = browserStorage()) {
  // Spec §4: a logout clears ALL local storage and state, including cached API data.
  const logoutEffects = createListenerMiddleware();
  logoutEffects.startListening({
    matcher: isAnyOf(loggedOut, loginSucceeded),
    effect: (_action, listenerApi) => {
      if (selectIsLoggedIn(listenerApi.getState() as RootState)) return;
      safeWrite(storage, (s) => s.clear());
      listenerApi.dispatch(api.util.resetApiState());
    },
  });

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: readSession(storage), locale: readLocale(storage) },
    middleware: (getDefault) =>
      getDefault().prepend(logoutEffects.middleware).concat(api.middleware),
  });

  let { session, locale } = store.getState();
  store.subscribe(() => {
    const state = store.getState();
    if (state.session !== session) writeSession(storage, state.session);
    if (state.locale !== locale) writeLocale(storage, state.locale.value);
    ({ session, locale } = state);
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** The portal's store: one per page, shared with every remote through the platform singleton. */
export const store = makeStore();
