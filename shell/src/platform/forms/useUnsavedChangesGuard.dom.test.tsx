import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { expect, test } from 'vitest';
import { PortalRouter } from '../router/PortalRouter';
import { en, renderInEnglish } from '../ui/testing';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

function ProfileForm() {
  const [name, setName] = useState('');
  const guard = useUnsavedChangesGuard(name !== '');
  const navigate = useNavigate();
  return (
    <>
      <h1>New profile</h1>
      <label>
        Full name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <Link to="/users">Back to users</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
      {guard}
    </>
  );
}

function UsersPage() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Users</h1>
      <button type="button" onClick={() => navigate(1)}>
        Browser forward
      </button>
    </>
  );
}

/** The users list, then the form opened from it: a back move has somewhere to go. */
const renderApp = () =>
  renderInEnglish(
    <PortalRouter initialEntries={['/users', '/user/new']}>
      <Routes>
        <Route path="/user/new" element={<ProfileForm />} />
        <Route path="/users" element={<UsersPage />} />
      </Routes>
    </PortalRouter>,
  );

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

test('a clean form leaves without a question', async () => {
  const user = userEvent.setup();
  renderApp();
  await user.click(screen.getByRole('link', { name: 'Back to users' }));
  expect(heading()).toBe('Users');
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('unsaved changes: leaving asks; Stay keeps the page and its text, Leave goes', async () => {
  const user = userEvent.setup();
  renderApp();
  await user.type(screen.getByLabelText('Full name'), 'Ana');
  await user.click(screen.getByRole('link', { name: 'Back to users' }));

  const dialog = screen.getByRole('alertdialog', { name: en['common.leave.title'] });
  expect(dialog.textContent).toContain(en['common.leave.text']);
  await user.click(screen.getByRole('button', { name: en['common.leave.stay'] }));
  expect(heading()).toBe('New profile');
  expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ana');

  await user.click(screen.getByRole('link', { name: 'Back to users' }));
  await user.click(screen.getByRole('button', { name: en['common.leave.confirm'] }));
  expect(heading()).toBe('Users');
});

test('unsaved changes: the back button asks too, and Stay keeps the page where it was', async () => {
  const user = userEvent.setup();
  renderApp();
  await user.type(screen.getByLabelText('Full name'), 'Ana');
  await user.click(screen.getByRole('button', { name: 'Browser back' }));
  await user.click(screen.getByRole('button', { name: en['common.leave.stay'] }));
  expect(heading()).toBe('New profile');
  expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ana');

  await user.click(screen.getByRole('button', { name: 'Browser back' }));
  await user.click(screen.getByRole('button', { name: en['common.leave.confirm'] }));
  expect(heading()).toBe('Users');
  // Held, undone and made again, the move leaves the history as one back move does: forward
  // returns to the form.
  await user.click(screen.getByRole('button', { name: 'Browser forward' }));
  expect(heading()).toBe('New profile');
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
  const { search } = useLocation();
  return (
    <>
      <h1>{new URLSearchParams(search).get('tab')}</h1>
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
  renderInEnglish(
    <PortalRouter initialEntries={['/additional-info?tab=settings']}>
      <Routes>
        <Route path="/additional-info" element={<SettingsTabForm />} />
      </Routes>
    </PortalRouter>,
  );
  await user.type(screen.getByLabelText('New e-mail'), 'a@b.c');
  await user.click(screen.getByRole('link', { name: 'Billing' }));
  await user.click(screen.getByRole('button', { name: en['common.leave.stay'] }));
  expect(heading()).toBe('settings');

  await user.click(screen.getByRole('link', { name: 'Billing' }));
  await user.click(screen.getByRole('button', { name: en['common.leave.confirm'] }));
  expect(heading()).toBe('billing');
});
