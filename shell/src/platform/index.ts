/**
 * `@portal/shell/platform`: what every app of the portal shares at runtime. It is ONE Module
 * Federation singleton (rspack.base.ts): the shell provides it, remotes inside the shell use that
 * instance, a standalone remote falls back to its own copy. Import it by this package name only.
 */
export { api } from './api/api';
export { loginMutation } from './api/login';
export { accountApi, useGetAccountQuery } from './api/account';
export { makeStore, rootReducer, store } from './store';
export type { AppDispatch, AppStore, LazyLoadedSlices, RootState } from './store';
export { useAppDispatch, useAppSelector, useLocale } from './hooks';

export {
  accountReceived,
  loggedOut,
  loginSucceeded,
  loginToSet,
  noticeCleared,
  tokensRefreshed,
} from './session/sessionSlice';
export type { SessionState } from './session/sessionSlice';
export {
  selectAccount,
  selectIsLoggedIn,
  selectLoginTo,
  selectNotice,
  selectOrigin,
  selectSession,
  selectSubscription,
} from './session/selectors';
export { logout } from './session/logout';
export { isTokenExpired } from './session/expiry';

export { localeChanged, selectLocale } from './locale/localeSlice';
export {
  connectivityChanged,
  selectIsOnline,
  watchConnectivity,
} from './connectivity/connectivitySlice';

export { AppProviders } from './intl/AppProviders';
export { loadCatalogues, registerMessages } from './intl/registry';
export type { CatalogueLoader } from './intl/registry';
export { FieldError, translateFieldMessage } from './intl/FieldError';
export { getErrorMessage } from './intl/getErrorMessage';
export { QueryStatus } from './ui/QueryStatus';
export { StandalonePage } from './ui/StandalonePage';
export type { MessageId } from './intl/messageIds';

export { loadRuntimeConfig, REMOTE_NAMES } from './runtimeConfig';
export { PLATFORM_VERSION } from './version';
export type { RemoteName, RuntimeConfig } from './runtimeConfig';
