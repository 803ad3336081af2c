import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../../completeness';
import { LOCALES } from '../../locales';
import br from './br';
import de from './de';
import en from './en-us';
import es from './es';
import fr from './fr';
import it_ from './it';
import pt from './pt';

const CATALOGUES = { 'en-us': en, fr, pt, es, it: it_, de, br };

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join();

describe('the second factor texts the API sends (errors, recovery e-mails)', () => {
  it('every language has every message, none empty, and really translated', () => {
    expect(catalogueProblems(CATALOGUES)).toEqual([]);
  });

  it('every translation fills the same placeholders as the English text', () => {
    const wrong = LOCALES.flatMap((locale) =>
      Object.entries(CATALOGUES[locale])
        .filter(([id, text]) => placeholders(text) !== placeholders(en[id as keyof typeof en]))
        .map(([id]) => `${locale}: ${id}`),
    );
    expect(wrong).toEqual([]);
  });
});
