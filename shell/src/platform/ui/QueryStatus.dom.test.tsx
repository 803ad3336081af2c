import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { expect, test, vi } from 'vitest';
import en from '@portal/shared/i18n/catalogs/en-us';
import type { MessageId } from '../intl/messageIds';
import { QueryStatus } from './QueryStatus';

const renderStatus = (props: Parameters<typeof QueryStatus>[0]) =>
  render(
    <IntlProvider locale="en-US" messages={en as Record<MessageId, string>}>
      <QueryStatus {...props} />
    </IntlProvider>,
  );

test('a failed load is an alert with the server message and a retry button that retries', () => {
  const onRetry = vi.fn();
  renderStatus({
    isLoading: false,
    error: { status: 500, data: { message: 'Database unavailable' } },
    onRetry,
  });
  expect(screen.getByRole('alert').textContent).toContain('Database unavailable');
  fireEvent.click(screen.getByRole('button', { name: en['common.retry'] }));
  expect(onRetry).toHaveBeenCalledOnce();
});

test('loading is announced as a status', () => {
  renderStatus({ isLoading: true, error: undefined, onRetry: () => undefined });
  expect(screen.getByRole('status').textContent).toBe(en['common.loading']);
});
