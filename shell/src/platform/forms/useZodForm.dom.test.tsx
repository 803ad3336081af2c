import { configureStore } from '@reduxjs/toolkit';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { expect, test } from 'vitest';
import { ZEmailLoginRequest } from '@portal/shared/validation/auth';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { en, renderInEnglish } from '../ui/testing';
import { lazySchema, type LazySchema } from '../api/lazySchema';
import { useZodForm } from './useZodForm';

/** A login form on the kit; `send` plays the server. */
function LoginForm({
  send,
  rules = ZEmailLoginRequest,
}: {
  send: (values?: unknown) => unknown;
  rules?: typeof ZEmailLoginRequest | LazySchema<typeof ZEmailLoginRequest>;
}) {
  const { field, submit, formError } = useZodForm(rules, {
    defaultValues: { email: '', password: '' },
  });
  return (
    <form noValidate onSubmit={submit(send)}>
      <TextField label="E-mail" {...field('email')} />
      <TextField label="Password" type="password" {...field('password')} />
      <Button type="submit">Log in</Button>
      <Alert messages={[formError]} />
    </form>
  );
}

const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('E-mail'), 'ana@agency.com');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
};

/** The empty e-mail refused as spec §8 says: marked, focused, and the form's alert. */
async function expectEmailRefused() {
  const email = screen.getByLabelText('E-mail');
  expect(email.getAttribute('aria-invalid')).toBe('true');
  await waitFor(() => expect(document.activeElement).toBe(email));
  expect(screen.getByRole('alert').textContent).toBe(en['errors.formInvalid']);
}

test('invalid input: the shared rule texts, focus on the first invalid field, the spec §8 alert', async () => {
  const user = userEvent.setup();
  let sent = 0;
  renderInEnglish(<LoginForm send={() => sent++} />);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await expectEmailRefused();
  expect(sent).toBe(0);
});

test("the API's 400 fields land under their fields, the first one focused", async () => {
  const user = userEvent.setup();
  renderInEnglish(
    <LoginForm
      send={() => {
        throw {
          status: 400,
          data: {
            message: 'Error(s) detected, check the form fields.',
            fields: { password: 'Too weak for us', email: 'Domain not accepted' },
          },
        };
      }}
    />,
  );
  await fill(user);
  const email = screen.getByLabelText('E-mail');
  await waitFor(() => expect(document.activeElement).toBe(email));
  expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
    'Domain not accepted',
  );
  expect(screen.getByText('Too weak for us')).toBeDefined();
  // Said once under the form, not repeated from the fields.
  expect(screen.getByRole('alert').textContent).toBe(en['errors.formInvalid']);
});

test("a refusal without fields shows the server's message", async () => {
  const user = userEvent.setup();
  renderInEnglish(
    <LoginForm
      send={() => {
        throw { status: 401, data: { message: 'Identifiers not recognized' } };
      }}
    />,
  );
  await fill(user);
  expect(screen.getByRole('alert').textContent).toBe('Identifiers not recognized');
});

test('a call that got no answer says to check the connection, not "Unknown error"', async () => {
  const user = userEvent.setup();
  renderInEnglish(
    <LoginForm
      send={() => {
        throw { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
      }}
    />,
  );
  await fill(user);
  expect(screen.getByRole('alert').textContent).toBe(en['common.form.connection']);
});

test('the launch flag disableValidation sends the form as typed: the API decides', async () => {
  const user = userEvent.setup();
  const store = configureStore({
    reducer: {
      launch: () => ({ webview: true, disableValidation: true, defaultAssets: false }),
    },
  });
  const sent: unknown[] = [];
  renderInEnglish(
    <Provider store={store}>
      <LoginForm send={(values?: unknown) => sent.push(values)} />
    </Provider>,
  );
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(sent).toEqual([{ email: '', password: '' }]);
  expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();
});

test('a lazy schema: the form paints without it, a focused field fetches it, a submit checks with it', async () => {
  const user = userEvent.setup();
  let loads = 0;
  const rules = lazySchema(async () => {
    loads++;
    return ZEmailLoginRequest;
  });
  let sent = 0;
  renderInEnglish(<LoginForm rules={rules} send={() => sent++} />);
  expect(loads).toBe(0);

  await user.click(screen.getByLabelText('E-mail'));
  expect(loads).toBe(1);

  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await expectEmailRefused();
  expect(sent).toBe(0);
  expect(loads).toBe(1);
});

test('a lazy schema that cannot be downloaded: the form says to check the connection, sends nothing', async () => {
  const user = userEvent.setup();
  const rules = lazySchema<typeof ZEmailLoginRequest>(() =>
    Promise.reject(new Error('ChunkLoadError')),
  );
  let sent = 0;
  renderInEnglish(<LoginForm rules={rules} send={() => sent++} />);
  await fill(user);
  expect(await screen.findByText(en['common.form.connection'])).toBeDefined();
  expect(sent).toBe(0);
});

test('the connection alert goes when the connection returns, without another action (item 19)', async () => {
  const user = userEvent.setup();
  renderInEnglish(
    <LoginForm
      send={() => {
        throw { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
      }}
    />,
  );
  await fill(user);
  expect(screen.getByRole('alert').textContent).toBe(en['common.form.connection']);
  act(() => void window.dispatchEvent(new Event('online')));
  expect(screen.getByRole('alert').textContent).toBe('');
});

test("a server's refusal stays when the connection returns: only the connection alert is about it", async () => {
  const user = userEvent.setup();
  renderInEnglish(
    <LoginForm
      send={() => {
        throw { status: 401, data: { message: 'Identifiers not recognized' } };
      }}
    />,
  );
  await fill(user);
  act(() => void window.dispatchEvent(new Event('online')));
  expect(screen.getByRole('alert').textContent).toBe('Identifiers not recognized');
});

/** One step of a longer form: "Next" checks its field only, as the profile wizard's steps do. */
function StepForm() {
  const { field, trigger } = useZodForm(ZEmailLoginRequest, {
    defaultValues: { email: '', password: '' },
  });
  return (
    <form noValidate>
      <TextField label="E-mail" {...field('email')} />
      <Button onClick={() => void trigger('email')}>Next</Button>
    </form>
  );
}

test('a field refused by a step check loses its error as soon as it is corrected (item 19)', async () => {
  const user = userEvent.setup();
  renderInEnglish(<StepForm />);
  const email = screen.getByLabelText('E-mail');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
  await user.type(email, 'ana@agency.com');
  await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
  expect(email.getAttribute('aria-describedby') ?? '').not.toMatch(/error/);
});

test('"Error(s) detected" goes with the last field error it points to (item 19)', async () => {
  const user = userEvent.setup();
  let sent = 0;
  renderInEnglish(<LoginForm send={() => sent++} />);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await expectEmailRefused();
  await user.type(screen.getByLabelText('E-mail'), 'ana@agency.com');
  // The password is still empty: the alert still has something to point to.
  expect(screen.getByRole('alert').textContent).toBe(en['errors.formInvalid']);
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(''));
  expect(sent).toBe(0);
});
