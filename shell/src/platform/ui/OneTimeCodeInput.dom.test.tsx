import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { OneTimeCodeInput, ResendCodeButton } from './OneTimeCodeInput';
import { en, renderInEnglish } from './testing';

function CodeStep({ onComplete }: { onComplete: (code: string) => void }) {
  const [code, setCode] = useState('');
  return <OneTimeCodeInput value={code} onChange={setCode} onComplete={onComplete} />;
}

afterEach(() => vi.useRealTimers());

test('a pasted code keeps its six digits, whatever surrounds them, and completes the step', async () => {
  const user = userEvent.setup();
  const onComplete = vi.fn();
  renderInEnglish(<CodeStep onComplete={onComplete} />);
  const input = screen.getByRole('textbox', { name: en['common.oneTimeCode'] }) as HTMLInputElement;
  expect(input.autocomplete).toBe('one-time-code');
  expect(input.inputMode).toBe('numeric');

  await user.click(input);
  await user.paste('Your code: 123 456');
  expect(input.value).toBe('123456');
  expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
});

test('typing drops anything but digits and stops at six', async () => {
  const user = userEvent.setup();
  const onComplete = vi.fn();
  renderInEnglish(<CodeStep onComplete={onComplete} />);
  const input = screen.getByRole('textbox') as HTMLInputElement;
  await user.type(input, '12a3-4');
  expect(input.value).toBe('1234');
  expect(onComplete).not.toHaveBeenCalled();
  await user.type(input, '5678');
  expect(input.value).toBe('123456');
  expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
});

test('resend counts down, ignores clicks meanwhile, then resends and counts again', () => {
  vi.useFakeTimers();
  const onResend = vi.fn();
  renderInEnglish(<ResendCodeButton seconds={3} onResend={onResend} />);
  const button = screen.getByRole('button');
  expect(button.textContent).toBe('Resend code in 3 s');
  expect(button.getAttribute('aria-disabled')).toBe('true');
  fireEvent.click(button);
  expect(onResend).not.toHaveBeenCalled();

  act(() => vi.advanceTimersByTime(1000));
  expect(button.textContent).toBe('Resend code in 2 s');
  // One second at a time: each tick schedules the next once React has rendered.
  act(() => vi.advanceTimersByTime(1000));
  act(() => vi.advanceTimersByTime(1000));
  expect(button.textContent).toBe(en['common.resend']);
  expect(button.getAttribute('aria-disabled')).toBeNull();

  fireEvent.click(button);
  expect(onResend).toHaveBeenCalledOnce();
  expect(button.textContent).toBe('Resend code in 3 s');
  // Still a focusable button while waiting: the keyboard user keeps their place.
  expect(button.hasAttribute('disabled')).toBe(false);
});
