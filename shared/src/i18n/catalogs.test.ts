import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { loadMessages } from './messages';

describe('message catalogues', () => {
  it('every language has every message, none empty, and really translated', async () => {
    const english = await loadMessages('en-us');
    const ids = Object.keys(english).sort();
    for (const locale of LOCALES.filter((l) => l !== 'en-us')) {
      const messages = await loadMessages(locale);
      expect(Object.keys(messages).sort(), locale).toEqual(ids);
      for (const id of ids) expect(messages[id as keyof typeof messages].trim(), id).not.toBe('');
      // A few words are the same in several languages ("E-mail", "Logo"); whole copies are not.
      const copied = ids.filter(
        (id) => messages[id as keyof typeof messages] === english[id as keyof typeof english],
      );
      expect(
        copied.length / ids.length,
        `${locale} copies English: ${copied.join(', ')}`,
      ).toBeLessThan(0.2);
    }
  });

  it('validation and error ids used by the API exist in English', async () => {
    const english = await loadMessages('en-us');
    expect(english['errors.identifiersNotRecognized']).toBe('Identifiers not recognized');
    expect(english['errors.notAllowed']).toBe('You are not allowed to enter Client Portal');
    expect(english['validation.confirmPassword.mismatch']).toBe('The passwords must be the same.');
  });
});
