import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { OneTimeCodeInput, ResendCodeButton } from '../ui/OneTimeCodeInput';
import { IntlProvider } from 'react-intl';
import type { MessageId } from '../intl/messageIds';
import { en, renderInEnglish } from '../ui/testing';
import { useOneTimeCodeEntry } from './useOneTimeCodeEntry';

/** A code step on the platform's hook; `verify` and `resend` play the server. */
function CodeStep(props: {
  verify: (code: string) => Promise<unknown>;
  resend: () => Promise<unknown>;
}) {
  const { code, setCode, error, notice, submitCode, onSubmit, resendCode } = useOneTimeCodeEntry({
    ...props,
    // Each remote passes its own "tries left" message; this one exists only in the test's catalogue.
    attemptsLeftId: TRIES_LEFT,
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <OneTimeCodeInput value={code} onChange={setCode} onComplete={submitCode} error={error} />
      <Button type="submit">Confirm</Button>
      <ResendCodeButton seconds={0} onResend={resendCode} />
      <Alert messages={[notice]} />
    </form>
  );
}

const TRIES_LEFT = 'test.triesLeft' as MessageId;
const rejected = (data: unknown) => Promise.reject({ status: 400, data });

test('an incomplete code gets the shared rule text and never reaches the server', async () => {
  const user = userEvent.setup();
  const sent: string[] = [];
  renderInEnglish(<CodeStep verify={async (code) => sent.push(code)} resend={async () => {}} />);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText(en['validation.code.format'])).toBeTruthy();
  expect(sent).toEqual([]);
});

test("a wrong code shows the server's text with the tries left, and is cleared for the next try", async () => {
  const user = userEvent.setup();
  render(
    <IntlProvider
      locale="en-US"
      messages={
        { ...en, [TRIES_LEFT]: '{count, plural, one {# try left} other {# tries left}}' } as Record<
          MessageId,
          string
        >
      }
    >
      <CodeStep
        verify={() => rejected({ message: 'The code is not valid.', attemptsLeft: 2 })}
        resend={async () => {}}
      />
    </IntlProvider>,
  );
  await user.click(screen.getByRole('textbox'));
  await user.paste('123456');
  expect(await screen.findByText('The code is not valid. 2 tries left')).toBeTruthy();
  expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('');
});

test('a refused resend is a notice under the step', async () => {
  const user = userEvent.setup();
  renderInEnglish(
    <CodeStep
      verify={async () => {}}
      resend={() => rejected({ message: 'Too many codes were sent.' })}
    />,
  );
  await user.click(screen.getByRole('button', { name: en['common.resend'] }));
  expect((await screen.findByRole('alert')).textContent).toBe('Too many codes were sent.');
});
