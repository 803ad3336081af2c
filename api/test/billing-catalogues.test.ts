import { catalogueProblems } from '@portal/shared/i18n/completeness';
import { LOCALES } from '@portal/shared/i18n/locales';
import { describe, expect, it } from 'vitest';
import { BILLING_CATALOGUES } from '../src/billing/i18n/catalogue';
import { PORTAL_CATALOGUES } from '../src/billing/i18n/portal';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the billing engine’s texts (invoice PDF and e-mail, notices, local billing portal)', () => {
  it('every language has every message, none empty, and really translated', () => {
    expect(catalogueProblems(BILLING_CATALOGUES)).toEqual([]);
    expect(catalogueProblems(PORTAL_CATALOGUES)).toEqual([]);
  });

  it('every translation fills the same placeholders as the English text (no amount or date lost)', () => {
    const problems: string[] = [];
    for (const catalogues of [BILLING_CATALOGUES, PORTAL_CATALOGUES] as Array<
      Record<(typeof LOCALES)[number], Record<string, string>>
    >) {
      const english = catalogues['en-us'];
      for (const locale of LOCALES) {
        for (const [id, text] of Object.entries(catalogues[locale])) {
          const wanted = placeholders(english[id] ?? '');
          if (placeholders(text).join() !== wanted.join()) problems.push(`${locale}: ${id}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
