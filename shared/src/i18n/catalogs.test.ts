import { describe, expect, it } from 'vitest';
import { catalogueProblems, loadAllLocales } from './completeness';
import { loadMessages } from './messages';

describe("the platform's message catalogues", () => {
  it('every language has every message, none empty, and really translated', async () => {
    expect(catalogueProblems(await loadAllLocales(loadMessages))).toEqual([]);
  });

  it('finds a missing, an empty and a copied message', () => {
    const english = { 'a.one': 'One', 'a.two': 'Two' };
    const good = { 'a.one': 'Un', 'a.two': 'Deux' };
    const catalogues = {
      'en-us': english,
      fr: { 'a.one': 'Un' },
      pt: { 'a.one': 'Um', 'a.two': ' ' },
      es: english,
      it: good,
      de: good,
      br: good,
    };
    expect(catalogueProblems(catalogues)).toEqual([
      'fr lacks a.two',
      'pt: a.two is empty',
      'es copies English: a.one, a.two',
    ]);
  });

  it('validation and error ids used by the API exist in English', async () => {
    const english = await loadMessages('en-us');
    expect(english['errors.identifiersNotRecognized']).toBe('Identifiers not recognized');
    expect(english['errors.notAllowed']).toBe('You are not allowed to enter Client Portal');
    expect(english['validation.confirmPassword.mismatch']).toBe('The passwords must be the same.');
  });
});
