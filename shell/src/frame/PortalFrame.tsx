import { useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RemoteModule } from '../remotes/RemoteModule';
import { FRAME_PATH, searchForTab, tabFromSearch, TABS } from './tabs';
import type { TabId } from './tabs';

/** Arrow keys move between tabs and wrap; Home and End jump to the ends (WAI-ARIA tabs pattern). */
function nextIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** /additional-info: the portal with its Users, Billing and Settings tabs, each a remote module. */
export function PortalFrame() {
  const intl = useIntl();
  const baseId = useId();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const active = tabFromSearch(search);
  const buttons = useRef(new Map<TabId, HTMLButtonElement>());

  const select = (tab: TabId) => navigate(`${FRAME_PATH}${searchForTab(tab)}`, { replace: true });

  const onKeyDown = (event: KeyboardEvent) => {
    const index = nextIndex(
      event.key,
      TABS.findIndex((t) => t.id === active),
      TABS.length,
    );
    if (index === null) return;
    event.preventDefault();
    const tab = TABS[index]!.id;
    select(tab);
    buttons.current.get(tab)?.focus();
  };

  const current = TABS.find((t) => t.id === active)!;
  return (
    <div className="frame">
      <div
        className="tabs"
        role="tablist"
        aria-label={intl.formatMessage({ id: 'shell.tabs.label' })}
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            className="tab"
            onClick={() => select(tab.id)}
          >
            <FormattedMessage id={tab.label} />
          </button>
        ))}
      </div>
      <div
        className="tabpanel"
        role="tabpanel"
        id={`${baseId}-panel-${current.id}`}
        aria-labelledby={`${baseId}-tab-${current.id}`}
        tabIndex={0}
      >
        <RemoteModule key={current.id} remote={current.remote} module={current.module} />
      </div>
    </div>
  );
}
