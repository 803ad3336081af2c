import { useContext, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
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
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        (includeSearch && currentLocation.search !== nextLocation.search)),
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={<FormattedMessage id="common.leave.title" />}
      message={<FormattedMessage id="common.leave.text" />}
      confirmLabel={<FormattedMessage id="common.leave.confirm" />}
      cancelLabel={<FormattedMessage id="common.leave.stay" />}
      danger
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
}

/**
 * Guards unsaved changes: the browser's own prompt when the tab closes or reloads, and a confirm
 * dialog on a route change. Render what it returns: `const guard = useUnsavedChangesGuard(isDirty)`.
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
  // useBlocker needs a data router (the shell's); a standalone remote under <HashRouter> has none, so
  // there only the tab-closing prompt applies. The router never changes kind while a page is mounted,
  // so the hook order stays stable.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return dataRouter ? useRouteGuard(isDirty, options) : null;
}
