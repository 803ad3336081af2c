import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../../shared/src/i18n/completeness';
import { LOCALES } from '../../shared/src/i18n/locales';
import { loadAllCatalogues } from './catalogues';
import { translationProblems } from './icu';
import { unusedIds } from './usage';

const catalogues = await loadAllCatalogues();

// Every namespace of the portal (the platform's and each remote's), checked the same way.
describe.each(catalogues.map((c) => [c.folder, c] as const))(
  'the %s catalogues',
  (_, catalogue) => {
    const english = catalogue.messages['en-us'];

    it('every language has exactly the English ids, none empty, none left in English', () => {
      expect(catalogueProblems(catalogue.messages)).toEqual([]);
    });

    it.each(LOCALES)(
      '%s: every message is valid ICU with the arguments and plurals of English',
      (locale) => {
        const own = catalogue.messages[locale];
        const problems = Object.keys(english)
          .filter((id) => own[id] !== undefined)
          .flatMap((id) =>
            translationProblems(english[id]!, own[id]!, locale).map((p) => `${id} ${p}`),
          );
        expect(problems).toEqual([]);
      },
    );
  },
);

describe('message ids and the code', () => {
  it('the code uses every message (ids extracted with @formatjs/cli, and ids passed as data)', () => {
    const ids = catalogues.flatMap((c) => Object.keys(c.messages['en-us']));
    expect(unusedIds(ids)).toEqual([]);
  }, 60_000);

  it('no two namespaces define the same id', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const c of catalogues) {
      for (const id of Object.keys(c.messages['en-us'])) {
        if (seen.has(id)) clashes.push(`${id}: ${seen.get(id)} and ${c.folder}`);
        seen.set(id, c.folder);
      }
    }
    expect(clashes).toEqual([]);
  });
});
