import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { selectIsWebview, Tabs, useAppSelector } from '@portal/shell/platform';
import { mayOpen } from '@portal/shared/first-screen/resolve';
import { RemoteModule } from '../remotes/RemoteModule';
import { useAllowed } from '../roles/allowed';
import { RoleDenied } from '../roles/RoleGate';
import { FRAME_PATH, FRAME_TITLE_ID, searchForTab, tabFromSearch, TABS } from './tabs';
import type { TabId } from './tabs';

/**
 * /additional-info: the portal with its Users, Billing, Settings and Activity tabs, each a remote module. The
 * tabs are those the signed-in person's role may use (issue 37), the first of them by default; a
 * link to another shows the role page in its place.
 */
export function PortalFrame() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const webview = useAppSelector(selectIsWebview);
  const allowed = useAllowed();
  const tabs = TABS.filter((tab) => mayOpen(tab, allowed));
  const active = tabFromSearch(search, allowed);
  const current = TABS.find((t) => t.id === active)!;
  const denied = !mayOpen(current, allowed);
  const page = denied ? (
    <Suspense>
      <RoleDenied />
    </Suspense>
  ) : (
    <RemoteModule key={current.id} remote={current.remote} module={current.module} />
  );
  // Inside the mobile app the app opened one tab: its content alone, without the tab bar. The
  // role page too stands alone: none of the role's tabs is the one asked for.
  if (webview || denied) {
    return (
      <div className="frame">
        <h1 className={webview ? 'frame-title ui-visually-hidden' : 'frame-title'}>
          <FormattedMessage id={FRAME_TITLE_ID} />
        </h1>
        {page}
      </div>
    );
  }
  return (
    <div className="frame">
      <h1 className="frame-title">
        <FormattedMessage id={FRAME_TITLE_ID} />
      </h1>
      <Tabs
        label={intl.formatMessage({ id: 'shell.tabs.label' })}
        tabs={tabs.map((tab) => ({ id: tab.id, label: <FormattedMessage id={tab.label} /> }))}
        selected={active}
        onSelect={(tab: TabId) => navigate(`${FRAME_PATH}${searchForTab(tab)}`, { replace: true })}
      >
        {page}
      </Tabs>
    </div>
  );
}
