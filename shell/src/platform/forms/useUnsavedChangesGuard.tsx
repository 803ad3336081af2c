import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigationBlocker } from '../router/PortalRouter';
import { ConfirmDialog } from '../ui/Dialog';

export interface UnsavedChangesGuardOptions {
  /**
   * The page is chosen by the query too (the portal frame's tabs: `/additional-info?tab=…`), so a
   * change of query alone leaves the form as well. Off by default: a wizard may keep its step there.
   */
  includeSearch?: boolean;
}

/** Confirms leaving an in-app route while a form has unsaved changes (spec §4, §8 "Leaving page"). */
function useRouteGuard(isDirty: boolean, { includeSearch = false }: UnsavedChangesGuardOptions) {
  const held = useNavigationBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        (includeSearch && currentLocation.search !== nextLocation.search)),
  );
  if (!held) return null;
  return (
    <ConfirmDialog
      title={<FormattedMessage id="common.leave.title" />}
      message={<FormattedMessage id="common.leave.text" />}
      confirmLabel={<FormattedMessage id="common.leave.confirm" />}
      cancelLabel={<FormattedMessage id="common.leave.stay" />}
      danger
      onConfirm={held.proceed}
      onCancel={held.reset}
    />
  );
}

/**
 * Guards unsaved changes: the browser's own prompt when the tab closes or reloads, and a confirm
 * dialog on a route change (under the platform's `PortalRouter`: the shell and standalone pages). Render what it returns: `const guard = useUnsavedChangesGuard(isDirty)`.
 * A form in one of the portal frame's tabs passes `{ includeSearch: true }`: changing tab changes
 * only the query.
 */
export function useUnsavedChangesGuard(isDirty: boolean, options: UnsavedChangesGuardOptions = {}) {
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
  return useRouteGuard(isDirty, options);
}
