import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { selectIsWebview, Tabs, useAppSelector } from '@portal/shell/platform';
import { RemoteModule } from '../remotes/RemoteModule';
import { FRAME_PATH, FRAME_TITLE_ID, searchForTab, tabFromSearch, TABS } from './tabs';
import type { TabId } from './tabs';

/** /additional-info: the portal with its Users, Billing and Settings tabs, each a remote module. */
export function PortalFrame() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const webview = useAppSelector(selectIsWebview);
  const active = tabFromSearch(search);
  const current = TABS.find((t) => t.id === active)!;
  const page = <RemoteModule key={current.id} remote={current.remote} module={current.module} />;
  // Inside the mobile app the app opened one tab: its content alone, without the tab bar.
  if (webview) {
    return (
      <div className="frame">
        <h1 className="frame-title ui-visually-hidden">
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
        tabs={TABS.map((tab) => ({ id: tab.id, label: <FormattedMessage id={tab.label} /> }))}
        selected={active}
        onSelect={(tab: TabId) => navigate(`${FRAME_PATH}${searchForTab(tab)}`, { replace: true })}
      >
        {page}
      </Tabs>
    </div>
  );
}
