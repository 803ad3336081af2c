import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { Button } from './Button';
import { ConfirmDialog, Dialog } from './Dialog';
import { en, renderInEnglish } from './testing';

function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <a href="#behind">Behind</a>
      {open ? (
        <Dialog
          title="Invitation link"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
          actions={
            <>
              <Button variant="secondary">First</Button>
              <Button>Last</Button>
            </>
          }
        >
          <p>Body</p>
        </Dialog>
      ) : null}
    </>
  );
}

test('a dialog takes the focus, keeps Tab inside, makes the page inert and returns focus on Escape', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  renderInEnglish(<Page onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);

  const dialog = screen.getByRole('dialog', { name: 'Invitation link' });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' })),
  );
  // The page behind is inert: out of the tab order and of the accessibility tree.
  expect(opener.closest('[inert]')).not.toBeNull();
  expect(dialog.closest('[inert]')).toBeNull();

  await user.tab();
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' })),
  );
  await user.tab();
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' })),
  );
  await user.tab({ shift: true });
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' })),
  );

  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledOnce();
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(document.activeElement).toBe(opener));
  expect(document.querySelector('[inert]')).toBeNull();
});

test('a confirm dialog is an alert dialog with the safe answer focused; Escape cancels', async () => {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderInEnglish(
    <ConfirmDialog
      danger
      title="Delete this profile?"
      message="The app user loses access."
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  const dialog = screen.getByRole('alertdialog', { name: 'Delete this profile?' });
  expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
    'The app user loses access.',
  );
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: en['common.cancel'] })),
  );
  await user.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledOnce();
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(onConfirm).toHaveBeenCalledOnce();
});

test('a dialog without actions offers Close; a click on the backdrop closes it too', async () => {
  const onClose = vi.fn();
  renderInEnglish(
    <Dialog title="Help" onClose={onClose}>
      <p>Text</p>
    </Dialog>,
  );
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('button', { name: en['common.close'] })),
  );
  await act(async () => {
    screen
      .getByRole('dialog')
      .parentElement!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  expect(onClose).toHaveBeenCalledOnce();
});
