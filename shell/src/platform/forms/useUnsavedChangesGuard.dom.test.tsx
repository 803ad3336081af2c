import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { expect, test } from 'vitest';
import { en, renderInEnglish } from '../ui/testing';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

function ProfileForm() {
  const [name, setName] = useState('');
  const guard = useUnsavedChangesGuard(name !== '');
  return (
    <>
      <label>
        Full name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <Link to="/users">Back to users</Link>
      {guard}
    </>
  );
}

const renderApp = () => {
  const router = createMemoryRouter(
    [
      { path: '/user/new', element: <ProfileForm /> },
      { path: '/users', element: <h1>Users</h1> },
    ],
    { initialEntries: ['/user/new'] },
  );
  renderInEnglish(<RouterProvider router={router} />);
  return router;
};

test('a clean form leaves without a question', async () => {
  const user = userEvent.setup();
  const router = renderApp();
  await user.click(screen.getByRole('link', { name: 'Back to users' }));
  expect(router.state.location.pathname).toBe('/users');
});

test('unsaved changes: leaving asks; Stay keeps the page and its text, Leave goes', async () => {
  const user = userEvent.setup();
  const router = renderApp();
  await user.type(screen.getByLabelText('Full name'), 'Ana');
  await user.click(screen.getByRole('link', { name: 'Back to users' }));

  const dialog = screen.getByRole('alertdialog', { name: en['common.leave.title'] });
  expect(dialog.textContent).toContain(en['common.leave.text']);
  await user.click(screen.getByRole('button', { name: en['common.leave.stay'] }));
  expect(router.state.location.pathname).toBe('/user/new');
  expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ana');

  await user.click(screen.getByRole('link', { name: 'Back to users' }));
  await user.click(screen.getByRole('button', { name: en['common.leave.confirm'] }));
  expect(router.state.location.pathname).toBe('/users');
});

test('unsaved changes: closing or reloading the tab asks the browser to confirm', async () => {
  const user = userEvent.setup();
  renderApp();
  const clean = new Event('beforeunload', { cancelable: true });
  act(() => void window.dispatchEvent(clean));
  expect(clean.defaultPrevented).toBe(false);

  await user.type(screen.getByLabelText('Full name'), 'Ana');
  const dirty = new Event('beforeunload', { cancelable: true });
  act(() => void window.dispatchEvent(dirty));
  expect(dirty.defaultPrevented).toBe(true);
});

/** A form in a tab of a page whose tabs are chosen by the query (the portal frame). */
function SettingsTabForm() {
  const [email, setEmail] = useState('');
  const guard = useUnsavedChangesGuard(email !== '', { includeSearch: true });
  return (
    <>
      <label>
        New e-mail
        <input value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <Link to="/additional-info?tab=billing">Billing</Link>
      {guard}
    </>
  );
}

test('a form in a query-chosen tab: changing tab with unsaved changes asks first', async () => {
  const user = userEvent.setup();
  const router = createMemoryRouter([{ path: '/additional-info', element: <SettingsTabForm /> }], {
    initialEntries: ['/additional-info?tab=settings'],
  });
  renderInEnglish(<RouterProvider router={router} />);
  await user.type(screen.getByLabelText('New e-mail'), 'a@b.c');
  await user.click(screen.getByRole('link', { name: 'Billing' }));
  await user.click(screen.getByRole('button', { name: en['common.leave.stay'] }));
  expect(router.state.location.search).toBe('?tab=settings');

  await user.click(screen.getByRole('link', { name: 'Billing' }));
  await user.click(screen.getByRole('button', { name: en['common.leave.confirm'] }));
  expect(router.state.location.search).toBe('?tab=billing');
});
