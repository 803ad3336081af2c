import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../../completeness';
import br from './br';
import de from './de';
import en from './en-us';
import es from './es';
import fr from './fr';
import it_ from './it';
import pt from './pt';

describe('what the API says about passkeys', () => {
  it('every language has every message, none empty, and really translated', () => {
    expect(catalogueProblems({ 'en-us': en, fr, pt, es, it: it_, de, br })).toEqual([]);
  });
});
