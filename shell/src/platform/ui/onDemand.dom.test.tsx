import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, expect, test, vi } from 'vitest';
import platform from '@portal/shared/i18n/catalogs/en-us';
import onDemand from '@portal/shared/i18n/kit-on-demand/en-us';
import { FileDrop } from './FileDrop';
import { StepNav } from './StepNav';

afterEach(cleanup);

const en = { ...platform, ...onDemand };
const renderInEnglish = (ui: ReactElement) =>
  render(
    <IntlProvider locale="en-US" messages={en as Record<string, string>}>
      {ui}
    </IntlProvider>,
  );
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

test('a file drop is a group named by its label, with a real button in the portal’s words', async () => {
  const user = userEvent.setup();
  const onFile = vi.fn();
  renderInEnglish(<FileDrop label="Logo" name="logo" hint="PNG or JPEG" onFile={onFile} />);
  const group = screen.getByRole('group', { name: 'Logo' });
  const button = within(group).getByRole('button', {
    name: `Logo ${en['common.fileDrop.choose']}`,
  });
  expect(button.getAttribute('name')).toBe('logo');
  expect(screen.getByText(en['common.fileDrop.none'])).toBeDefined();
  // The button opens the system's chooser: the hidden input's own click.
  const input = group.querySelector('input[type="file"]') as HTMLInputElement;
  const opened = vi.spyOn(input, 'click');
  await user.click(button);
  expect(opened).toHaveBeenCalledOnce();
  await user.upload(input, png());
  expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'logo.png' }));
});

test('a file dropped on the group is taken; a thumbnail shows the current picture', () => {
  const onFile = vi.fn();
  renderInEnglish(
    <FileDrop
      label="Logo"
      previewUrl="data:image/png;base64,AA=="
      error="Add a logo"
      onFile={onFile}
    />,
  );
  const group = screen.getByRole('group', { name: 'Logo' });
  expect(within(group).getByRole('img', { name: en['common.fileDrop.current'] })).toBeDefined();
  const button = within(group).getByRole('button', {
    name: `Logo ${en['common.fileDrop.change']}`,
  });
  expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
    'Add a logo',
  );
  const file = png();
  const dataTransfer = { types: ['Files'], files: [file], dropEffect: 'none' };
  fireEvent.dragOver(group, { dataTransfer });
  fireEvent.drop(group, { dataTransfer });
  expect(onFile).toHaveBeenCalledWith(file);
});

test('step navigation: the current step marked, only the steps allowed are buttons, a phone header', async () => {
  const user = userEvent.setup();
  const onOpen = vi.fn();
  renderInEnglish(
    <StepNav
      label="Profile steps"
      steps={['Details', 'Branding', 'Theme'].map((label) => ({ id: label, label }))}
      current={1}
      canOpen={(index) => index < 1}
      onOpen={onOpen}
    />,
  );
  const nav = screen.getByRole('navigation', { name: 'Profile steps' });
  expect(nav.querySelector('[aria-current="step"]')?.textContent).toContain('Branding');
  expect(within(nav).getAllByRole('button')).toHaveLength(1);
  expect(within(nav).getByText('Step 2 of 3')).toBeDefined();
  await user.click(within(nav).getByRole('button', { name: /^Details/ }));
  expect(onOpen).toHaveBeenCalledWith(0);
});
