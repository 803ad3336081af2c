import { describe, expect, it } from 'vitest';
import { mayEqualEnglish } from '../../shared/src/i18n/same-as-english';
import { translationProblems } from './icu';
import { literalUses } from './usage';

// The language checks themselves, on texts with known faults: each must be caught.
describe('translation checks', () => {
  it('accepts a faithful translation with its plural cases', () => {
    expect(
      translationProblems(
        '{count, plural, one {# user} other {# users}}',
        '{count, plural, one {# utilisateur} other {# utilisateurs}}',
        'fr',
      ),
    ).toEqual([]);
  });

  it('finds a lost argument, an extra one, and one formatted differently', () => {
    expect(translationProblems('Ends on {date, date, long}', 'Endet am', 'de')).toEqual([
      'lacks {date}',
    ]);
    expect(translationProblems('Hello', 'Bonjour {name}', 'fr')).toEqual([
      'has {name}, which English does not',
    ]);
    expect(translationProblems('Ends on {date, date, long}', 'Endet am {date}', 'de')).toEqual([
      'formats {date} as text, English as date',
    ]);
  });

  it('finds missing plural cases and cases a language never uses', () => {
    expect(
      translationProblems(
        '{n, plural, one {# day} other {# days}}',
        '{n, plural, other {# dias}}',
        'pt',
      ),
    ).toEqual(['{n} has no "one" case']);
    expect(
      translationProblems(
        '{n, plural, one {# day} other {# days}}',
        '{n, plural, one {# Tag} few {# Tage} other {# Tage}}',
        'de',
      ),
    ).toEqual(['{n} has a "few" case, which de never uses']);
  });

  it('finds broken ICU', () => {
    expect(translationProblems('{n} users', '{n utilisateurs', 'fr')[0]).toMatch(
      /^is not valid ICU/,
    );
  });

  it('tells a name or a shared word from an English copy', () => {
    expect(mayEqualEnglish('{page} · Property Video', 'de')).toBe(true);
    expect(mayEqualEnglish('Video: {videoId}', 'de')).toBe(true);
    expect(mayEqualEnglish('Password', 'it')).toBe(true);
    expect(mayEqualEnglish('Password', 'fr')).toBe(false);
    expect(mayEqualEnglish('Open my account', 'es')).toBe(false);
  });

  it('sees ids passed as data and the prefixes of built ids', () => {
    const { literals, prefixes } = literalUses(['shell/src/app/routes.ts']);
    expect(literals.has('shell.tabs.users')).toBe(true);
    expect(prefixes.size).toBeGreaterThanOrEqual(0);
  });
});
