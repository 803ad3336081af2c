import { useDispatch, useSelector, useStore } from 'react-redux';
import { can } from '@portal/shared/roles/roles';
import type { TPermission } from '@portal/shared/roles/roles';
import { selectLocale } from './locale/localeSlice';
import { selectRole } from './session/selectors';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** The store itself, for a handler that reads the state as it is after an await. */
export const useAppStore = useStore.withTypes<AppStore>();

/** The portal's current language; change it with `dispatch(localeChanged(locale))`. */
export const useLocale = () => useAppSelector(selectLocale);

/** The signed-in person's role in the account (owner, admin, billing, viewer). */
export const useRole = () => useAppSelector(selectRole);

/**
 * Whether the signed-in person's role gives `permission` (shared/src/roles): a page hides or
 * disables, with the reason, what the role cannot do, so no button answers 403.
 */
export const useCan = (permission: TPermission) =>
  useAppSelector((state) => can(selectRole(state), permission));
