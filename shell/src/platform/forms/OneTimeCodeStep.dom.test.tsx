import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { MessageId } from '../intl/messageIds';
import { en, renderInEnglish } from '../ui/testing';
import { OneTimeCodeStep } from './OneTimeCodeStep';
import type { OneTimeCodeStepProps } from './OneTimeCodeStep';

const CLASSES = { step: 'step', title: 'title', text: 'text', actions: 'actions' };

/** A step as a remote gives it; a test overrides what it looks at. */
const step = (props: Partial<OneTimeCodeStepProps> = {}) => (
  <OneTimeCodeStep
    title="Enter the code"
    headingLevel={4}
    sentTo="We sent it to you."
    submitLabel="Confirm"
    backLabel="Back"
    resendIn={0}
    verify={async () => {}}
    verifying={false}
    resend={async () => {}}
    resending={false}
    // The remote's "tries left"; the test's catalogue has none, so only the server's text shows.
    attemptsLeftId={'test.triesLeft' as MessageId}
    onBack={() => {}}
    classes={CLASSES}
    {...props}
  />
);

test('in a card: its heading takes the focus, the submit button has a row of its own', () => {
  renderInEnglish(step({ submitRow: true }));
  const heading = screen.getByRole('heading', { level: 4, name: 'Enter the code' });
  expect(document.activeElement).toBe(heading);
  expect(screen.queryByRole('region')).toBeNull();
  expect(screen.getByRole('button', { name: 'Confirm' }).parentElement!.className).toBe('actions');
});

test('a page’s step is a region named by its heading, with the page’s messages in its alert', () => {
  renderInEnglish(step({ region: true, headingLevel: 2, messages: ['Signed out.'] }));
  const region = screen.getByRole('region', { name: 'Enter the code' });
  expect(screen.getByRole('button', { name: 'Confirm' }).parentElement!.tagName).toBe('FORM');
  expect(region.querySelector('[role="alert"]')!.textContent).toBe('Signed out.');
});

test('a complete code is verified; resend and back call the remote', async () => {
  const user = userEvent.setup();
  const verify = vi.fn(async () => {});
  const resend = vi.fn(async () => {});
  const onBack = vi.fn();
  renderInEnglish(step({ verify, resend, onBack }));
  await user.type(screen.getByRole('textbox', { name: en['common.oneTimeCode'] }), '123456');
  await waitFor(() => expect(verify).toHaveBeenCalledWith('123456'));
  await user.click(screen.getByRole('button', { name: en['common.resend'] }));
  expect(resend).toHaveBeenCalledOnce();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(onBack).toHaveBeenCalledOnce();
});
