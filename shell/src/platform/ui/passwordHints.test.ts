import { describe, expect, it } from 'vitest';
import { passwordHintsMet } from './passwordHints';

describe('passwordHintsMet', () => {
  it('ticks nothing for an empty password', () => {
    expect(passwordHintsMet('')).toEqual({
      length: false,
      upper: false,
      lower: false,
      digit: false,
      symbol: false,
    });
  });

  it('ticks every hint for a strong password', () => {
    expect(Object.values(passwordHintsMet('Portal-2026'))).toEqual([true, true, true, true, true]);
  });

  it('counts characters, not UTF-16 units, and knows letters beyond ASCII', () => {
    expect(passwordHintsMet('ÉÉÉÉÉÉÉ').length).toBe(false);
    expect(passwordHintsMet('ÉÉÉÉÉÉÉé')).toMatchObject({ length: true, upper: true, lower: true });
    // Accented letters and spaces are not "special symbols"; punctuation is.
    expect(passwordHintsMet('ÉéÉé ÉéÉé').symbol).toBe(false);
    expect(passwordHintsMet('abc!').symbol).toBe(true);
  });
});
