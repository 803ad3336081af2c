import { catalogueProblems } from '@portal/shared/i18n/completeness';
import { describe, expect, it } from 'vitest';
import { BILLING_CATALOGUES } from '../src/billing/i18n/catalogue';
import { PORTAL_CATALOGUES } from '../src/billing/i18n/portal';

describe('the billing engine’s texts (invoice PDF and e-mail, local billing portal)', () => {
  it('every language has every message, none empty, and really translated', () => {
    expect(catalogueProblems(BILLING_CATALOGUES)).toEqual([]);
    expect(catalogueProblems(PORTAL_CATALOGUES)).toEqual([]);
  });
});
