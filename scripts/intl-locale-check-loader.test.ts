import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import intlLocaleCheckLoader from './intl-locale-check-loader.mjs';

const require = createRequire(import.meta.url);
const INTL_FILE = require.resolve('@formatjs/intl');

const load = (source: string) =>
  intlLocaleCheckLoader.call({ resourcePath: INTL_FILE } as never, source);

describe('the loader that drops createIntl locale-data check', () => {
  it('leaves no supportedLocalesOf call in the installed @formatjs/intl', () => {
    const source = readFileSync(INTL_FILE, 'utf8');
    expect(source).toContain('supportedLocalesOf');
    const output = load(source);
    expect(output).not.toContain('supportedLocalesOf');
    // Everything else is untouched.
    expect(output.length).toBeGreaterThan(source.length - 200);
  });

  it('fails the build when the check has changed, instead of shipping it silently', () => {
    expect(() => load('function createIntl() {}')).toThrow(/not found/);
  });
});
