import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import en from '@portal/shared/i18n/catalogs/en-us';
import { translateFieldMessage } from './translateFieldMessage';
import type { MessageId } from './messageIds';
import { getErrorMessage } from './getErrorMessage';

const intl = createIntl({ locale: 'en-US', messages: en as Record<MessageId, string> });

describe('error texts', () => {
  it("shows the server's message, else Unknown error", () => {
    expect(
      getErrorMessage({ status: 401, data: { message: 'Identifiers not recognized' } }, intl),
    ).toBe('Identifiers not recognized');
    expect(getErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError' }, intl)).toBe(
      'Unknown error',
    );
    expect(getErrorMessage({ status: 500, data: 'Bad gateway' }, intl)).toBe('Unknown error');
    expect(getErrorMessage(undefined, intl)).toBe('Unknown error');
  });

  it('translates a zod message id and passes a server text through', () => {
    expect(translateFieldMessage(intl, 'validation.email.max')).toBe(
      'E-mail must be at most 39 characters.',
    );
    expect(translateFieldMessage(intl, 'Already translated by the server')).toBe(
      'Already translated by the server',
    );
    expect(translateFieldMessage(intl, undefined)).toBeUndefined();
  });
});
