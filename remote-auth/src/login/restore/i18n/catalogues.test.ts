import { describe, expect, it } from 'vitest';
import { catalogueProblems, loadAllLocales } from '@portal/shared/i18n/completeness';

// The real platform registers the namespace; this test reads the catalogues through its loader.
const { loadRestoreMessages } = await import('../messages');

describe("the deletion undo's message catalogues", () => {
  it('every language has every message, none empty, and really translated', async () => {
    expect(catalogueProblems(await loadAllLocales(loadRestoreMessages))).toEqual([]);
  });
});
