import { describe, expect, it, vi } from 'vitest';
import { catalogueProblems, loadAllLocales } from '@portal/shared/i18n/completeness';

// Registering needs the platform; this test reads the catalogues only.
vi.mock('@portal/shell/platform', () => ({ registerMessages: () => undefined }));
const { loadKitMessages } = await import('./messages');

describe("the UI kit page's message catalogues", () => {
  it('every language has every message, none empty, and really translated', async () => {
    expect(catalogueProblems(await loadAllLocales(loadKitMessages))).toEqual([]);
  });
});
