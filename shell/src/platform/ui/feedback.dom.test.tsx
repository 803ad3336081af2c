import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { Alert } from './Alert';
import { Button } from './Button';
import { CopyButton } from './CopyButton';
import { EmptyState } from './EmptyState';
import { Skeleton } from './Skeleton';
import { Stepper } from './Stepper';
import { showToast, ToastRegion } from './Toast';
import { en, renderInEnglish } from './testing';

test('the form alert is a live region before it has a message, and says each line once', () => {
  function Form() {
    const [messages, setMessages] = useState<string[]>([]);
    return (
      <>
        <Alert messages={messages} />
        <Button onClick={() => setMessages(['Unknown error', 'Unknown error', 'Try later'])}>
          Send
        </Button>
      </>
    );
  }
  renderInEnglish(<Form />);
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toBe('');
  act(() => screen.getByRole('button', { name: 'Send' }).click());
  expect(screen.getByRole('alert')).toBe(alert);
  expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
    'Unknown error',
    'Try later',
  ]);
});

test('a success message is a polite status, not an alert', () => {
  renderInEnglish(<Alert tone="success" messages={['Password changed']} />);
  expect(screen.getByRole('status').textContent).toBe('Password changed');
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a skeleton is one busy status named Loading, its lines hidden from screen readers', () => {
  renderInEnglish(<Skeleton lines={4} />);
  const status = screen.getByRole('status', { name: en['common.loading'] });
  expect(status.getAttribute('aria-busy')).toBe('true');
  expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
});

test('an empty state says so with its title and offers the next step', () => {
  renderInEnglish(
    <EmptyState title="No user profiles yet" action={<Button>Create a profile</Button>} />,
  );
  expect(screen.getByText('No user profiles yet')).toBeDefined();
  expect(screen.getByRole('button', { name: 'Create a profile' })).toBeDefined();
});

test('the copy button copies, then says and announces "Copied"', async () => {
  const user = userEvent.setup();
  const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
  renderInEnglish(<CopyButton text="https://portal.example/#/user/new?invitation=1" />);
  await user.click(screen.getByRole('button', { name: en['common.copy'] }));
  expect(writeText).toHaveBeenCalledWith('https://portal.example/#/user/new?invitation=1');
  expect(screen.getByRole('button', { name: en['common.copied'] })).toBeDefined();
  expect(screen.getByRole('status').textContent).toBe(en['common.copied']);
});

test('a toast appears in the polite region and closes with its button', async () => {
  const user = userEvent.setup();
  renderInEnglish(<ToastRegion />);
  act(() => void showToast('Changes saved'));
  const region = screen.getByRole('status');
  expect(region.getAttribute('aria-live')).toBe('polite');
  expect(region.textContent).toContain('Changes saved');
  await user.click(screen.getByRole('button', { name: en['common.close'] }));
  expect(region.textContent).not.toContain('Changes saved');
});

test('the stepper marks the current step for assistive technology and the done ones', () => {
  renderInEnglish(
    <Stepper
      label="Checkout steps"
      current={1}
      steps={[
        { id: 'a', label: 'Options' },
        { id: 'b', label: 'Details' },
        { id: 'c', label: 'Payment' },
      ]}
    />,
  );
  const list = screen.getByRole('list', { name: 'Checkout steps' });
  const items = [...list.querySelectorAll('li')];
  expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  expect(items[0]!.textContent).toContain(en['common.step.done']);
  expect(items[1]!.textContent).toContain(en['common.step.current']);
});
