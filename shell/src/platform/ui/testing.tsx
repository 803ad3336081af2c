import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach } from 'vitest';
import en from '@portal/shared/i18n/catalogs/en-us';
import type { MessageId } from '../intl/messageIds';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** Component tests render in English with the real catalogue, as a user of the portal reads it. */
export const renderInEnglish = (ui: ReactElement) =>
  render(
    <IntlProvider locale="en-US" messages={en as Record<MessageId, string>}>
      {ui}
    </IntlProvider>,
  );

export { en };
