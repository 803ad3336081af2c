import { describe, expect, it } from 'vitest';
import { isSignedIn, visitorLocale } from './session';

const KEYS = ['token', 'refreshToken', 'id'];
const storageWith = (items: Record<string, string>) => ({
  getItem: (key: string) => items[key] ?? null,
});
const blocked = {
  getItem: (): string | null => {
    throw new Error('blocked');
  },
};

describe("the page scripts' reading of the visitor", () => {
  it('is signed in only with every session field saved', () => {
    expect(isSignedIn(storageWith({ token: 'a', refreshToken: 'r', id: 'c1' }), KEYS)).toBe(true);
    expect(isSignedIn(storageWith({ token: 'a', refreshToken: 'r' }), KEYS)).toBe(false);
    expect(isSignedIn(storageWith({}), KEYS)).toBe(false);
    expect(isSignedIn(blocked, KEYS)).toBe(false);
    expect(isSignedIn(null, KEYS)).toBe(false);
  });

  it("speaks the saved language, else the browser's, as the app picks it", () => {
    expect(visitorLocale(storageWith({ lang: 'de' }), 'lang', ['fr'])).toBe('de');
    expect(visitorLocale(storageWith({ lang: 'xx' }), 'lang', ['pt-BR', 'fr'])).toBe('br');
    expect(visitorLocale(storageWith({}), 'lang', ['en-GB'])).toBe('en-us');
    expect(visitorLocale(blocked, 'lang', ['es-MX'])).toBe('es');
    expect(visitorLocale(null, 'lang', [])).toBe('en-us');
  });
});
