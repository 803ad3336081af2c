import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
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
  expect(document.activeElement).toBe(tab('Users'));
  await user.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(tab('Billing'));
  expect(tab('Billing').getAttribute('aria-selected')).toBe('true');
  const panel = screen.getByRole('tabpanel');
  expect(panel.textContent).toBe('Panel of billing');
  expect(panel.getAttribute('aria-labelledby')).toBe(tab('Billing').id);
  expect(tab('Billing').getAttribute('aria-controls')).toBe(panel.id);

  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(document.activeElement).toBe(tab('Users')); // wraps around
  await user.keyboard('{ArrowLeft}');
  expect(document.activeElement).toBe(tab('Settings'));
  await user.keyboard('{Home}');
  expect(document.activeElement).toBe(tab('Users'));
  await user.keyboard('{End}');
  expect(tab('Settings').getAttribute('aria-selected')).toBe('true');

  // Tab leaves the list for the panel instead of walking through every tab.
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
});
