import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { Tabs } from './Tabs';
import { renderInEnglish } from './testing';

function Frame() {
  const [tab, setTab] = useState<'users' | 'billing' | 'settings'>('users');
  return (
    <Tabs
      label="Portal sections"
      tabs={[
        { id: 'users', label: 'Users' },
        { id: 'billing', label: 'Billing' },
        { id: 'settings', label: 'Settings' },
      ]}
      selected={tab}
      onSelect={setTab}
    >
      <p>Panel of {tab}</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

test('arrow keys, Home and End select and focus a tab; one tab stop; the panel follows', async () => {
  const user = userEvent.setup();
  renderInEnglish(<Frame />);
  expect(screen.getByRole('tablist', { name: 'Portal sections' })).toBeDefined();
  expect(tab('Users').getAttribute('aria-selected')).toBe('true');
  expect(tab('Users').tabIndex).toBe(0);
  expect(tab('Billing').tabIndex).toBe(-1);

  await user.tab();
  await waitFor(() => expect(document.activeElement).toBe(tab('Users')));
  await user.keyboard('{ArrowRight}');
  await waitFor(() => expect(document.activeElement).toBe(tab('Billing')));
  expect(tab('Billing').getAttribute('aria-selected')).toBe('true');
  const panel = screen.getByRole('tabpanel');
  expect(panel.textContent).toBe('Panel of billing');
  expect(panel.getAttribute('aria-labelledby')).toBe(tab('Billing').id);
  expect(tab('Billing').getAttribute('aria-controls')).toBe(panel.id);

  await user.keyboard('{ArrowRight}{ArrowRight}');
  await waitFor(() => expect(document.activeElement).toBe(tab('Users'))); // wraps around
  await user.keyboard('{ArrowLeft}');
  await waitFor(() => expect(document.activeElement).toBe(tab('Settings')));
  await user.keyboard('{Home}');
  await waitFor(() => expect(document.activeElement).toBe(tab('Users')));
  await user.keyboard('{End}');
  expect(tab('Settings').getAttribute('aria-selected')).toBe('true');

  // Tab leaves the list for the panel instead of walking through every tab.
  await user.tab();
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tabpanel')));
});

/** The tab list's box as the browser would lay it out (jsdom has no layout). */
function layOut(box: { clientWidth: number; scrollWidth: number }) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box.clientWidth);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(box.scrollWidth);
}
const hint = () => screen.getByRole('tablist').parentElement!.getAttribute('data-more-end');

afterEach(() => vi.restoreAllMocks());

test('the scroll hint shows when the tabs are wider than their bar', () => {
  layOut({ clientWidth: 300, scrollWidth: 420 });
  renderInEnglish(<Frame />);
  expect(hint()).toBe('true');
});

test('no scroll hint when the tabs fit, nor while the bar has no width yet', () => {
  layOut({ clientWidth: 398, scrollWidth: 398 });
  const { unmount } = renderInEnglish(<Frame />);
  expect(hint()).toBe('false');
  unmount();

  // A page still settling may lay the bar out at width 0 for a moment: its tabs are not hidden
  // off one side, and a chevron there flashes beside tabs that all fit.
  layOut({ clientWidth: 0, scrollWidth: 236 });
  renderInEnglish(<Frame />);
  expect(hint()).toBe('false');
});
