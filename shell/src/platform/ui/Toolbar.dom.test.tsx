import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { renderInEnglish } from './testing';
import { Toolbar } from './Toolbar';

afterEach(cleanup);

test('a labelled toolbar is one tab stop: arrows wrap, Home and End, and coming back lands on the last one used', async () => {
  const user = userEvent.setup();
  renderInEnglish(
    <>
      <button type="button">Before</button>
      <Toolbar label="Bulk actions">
        <p>3 selected</p>
        <button type="button">Text</button>
        <button type="button">Export</button>
        <button type="button">Delete</button>
      </Toolbar>
      <button type="button">After</button>
    </>,
  );
  const button = (name: string) => screen.getByRole('button', { name });
  expect(screen.getByRole('toolbar', { name: 'Bulk actions' }).textContent).toContain('3 selected');
  button('Before').focus();
  await user.tab();
  await waitFor(() => expect(document.activeElement).toBe(button('Text')));
  await user.keyboard('{ArrowRight}');
  await waitFor(() => expect(document.activeElement).toBe(button('Export')));
  await user.keyboard('{End}');
  await waitFor(() => expect(document.activeElement).toBe(button('Delete')));
  await user.keyboard('{ArrowRight}');
  await waitFor(() => expect(document.activeElement).toBe(button('Text')));
  await user.keyboard('{ArrowLeft}');
  await waitFor(() => expect(document.activeElement).toBe(button('Delete')));
  await user.tab();
  await waitFor(() => expect(document.activeElement).toBe(button('After')));
  await user.tab({ shift: true });
  await waitFor(() => expect(document.activeElement).toBe(button('Delete')));
  await user.keyboard('{Home}');
  await waitFor(() => expect(document.activeElement).toBe(button('Text')));
});
