/**
 * `@portal/shell/platform`: what every app of the portal shares at runtime. It is ONE Module
 * Federation singleton (rspack.base.ts): the shell provides it, remotes inside the shell use that
 * instance, a standalone remote falls back to its own copy. Import it by this package name only.
 */
export { api } from './api/api';
export { isSecondFactorRequired, loginMutation, signInMutation } from './api/login';
export { withSession } from './api/withSession';
export { lazySchema } from './api/lazySchema';
export type { LazySchema } from './api/lazySchema';
export { accountApi, useGetAccountQuery } from './api/account';
export { useOpenBillingPortal } from './billing/billingPortal';
export { makeStore, rootReducer, store } from './store';
export type { AppDispatch, AppStore, LazyLoadedSlices, RootState } from './store';
export { useAppDispatch, useAppSelector, useAppStore, useCan, useLocale, useRole } from './hooks';
// The role table's `can` (shared/src/roles), from the platform's one copy: the shell importing it
// on its own put a second copy on every first screen.
export { can } from '@portal/shared/roles/roles';

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
  selectRole,
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
export {
  catalogueLoader,
  loadCatalogues,
  registerMessages,
  remoteCatalogues,
} from './intl/registry';
export type { CatalogueLoader } from './intl/registry';
export { translateFieldMessage } from './intl/translateFieldMessage';
export { getErrorMessage } from './intl/getErrorMessage';
export { sinceUnit } from './intl/relativeTime';
export { QueryStatus } from './ui/QueryStatus';
export { StandalonePage } from './ui/StandalonePage';

// The UI kit (ui/) and the form kit (forms/): every remote builds its screens from these.
export { Button, LinkButton, buttonClass } from './ui/Button';
export type { ButtonVariant } from './ui/Button';
export { EMAIL_INPUT, TextField } from './ui/TextField';
export { PasswordField, PasswordHints } from './ui/PasswordField';
export { passwordHintsMet, PASSWORD_HINTS } from './ui/passwordHints';
export { Select } from './ui/Select';
export { Checkbox } from './ui/Checkbox';
export { Switch } from './ui/Switch';
export { RadioGroup } from './ui/RadioGroup';
export type { RadioOption } from './ui/RadioGroup';
export { Card, CardPage } from './ui/Card';
export { Alert } from './ui/Alert';
export type { AlertTone } from './ui/Alert';
export { ConfirmDialog, Dialog } from './ui/Dialog';
export { useModal } from './ui/useModal';
export { Tabs } from './ui/Tabs';
export type { TabItem } from './ui/Tabs';
export { Stepper } from './ui/Stepper';
export { codeDigits, OneTimeCodeInput, ResendCodeButton } from './ui/OneTimeCodeInput';
export { Skeleton } from './ui/Skeleton';
export { EmptyState } from './ui/EmptyState';
export { CopyButton } from './ui/CopyButton';
export { dismissToast, showToast, ToastRegion } from './ui/Toast';
export { SERVER_ERROR, screenOrder, useZodForm } from './forms/useZodForm';
export { useUnsavedChangesGuard } from './forms/useUnsavedChangesGuard';
export { PortalRouter, useNavigationBlocker } from './router/PortalRouter';
export type { PortalRouterProps } from './router/PortalRouter';
export type { HeldNavigation } from './router/navigationGate';
export { errorBody, isConnectionError, serverFieldErrors } from './forms/serverErrors';
export { useOneTimeCodeEntry } from './forms/useOneTimeCodeEntry';
export type { MessageId } from './intl/messageIds';

export { selectIsWebview, selectLaunchFlags } from './webview/launchSlice';
export type { LaunchFlags } from './webview/launch';
export { openOutside, signalDone } from './webview/bridge';
export type { AppMessage } from './webview/bridge';

export { loadRuntimeConfig, REMOTE_NAMES, REMOTES } from './runtimeConfig';
export { PLATFORM_VERSION } from './version';
export type { RemoteName, RuntimeConfig } from './runtimeConfig';
