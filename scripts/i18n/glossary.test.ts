import { describe, expect, it } from 'vitest';
import { GLOSSARY, glossaryProblems } from '../../shared/src/i18n/glossary';
import { LOCALES } from '../../shared/src/i18n/locales';
import { loadAllCatalogues } from './catalogues';

const catalogues = await loadAllCatalogues();

// One word per concept and language across every catalogue: the portal, the billing window, the
// invoice and the e-mails (the server's texts live in shared/src/i18n/delivery).
describe.each(LOCALES)('%s glossary', (locale) => {
  it('every catalogue names the product with the glossary words', () => {
    const problems = catalogues.flatMap((c) =>
      glossaryProblems(locale, c.messages[locale]).map((p) => `${c.folder} ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('the words it asks for are the ones the catalogues use', () => {
    const all = catalogues.flatMap((c) => Object.values(c.messages[locale])).join('\n');
    for (const term of GLOSSARY[locale])
      expect(all.toLowerCase()).toContain(term.use.toLowerCase());
  });
});

describe('the glossary check', () => {
  it('catches a variant inside a compound and leaves the right word alone', () => {
    expect(
      glossaryProblems('de', { a: 'Ihre App-Nutzer', b: 'Benutzerprofile', c: 'Abo' }),
    ).toEqual([
      'a: says "Nutzer" for user, use "Benutzer"',
      'c: says "Abo" for subscription, use "Abonnement"',
    ]);
  });
});
