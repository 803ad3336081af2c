import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import intlLocaleCheckLoader, { INTL_PACKAGES } from './intl-locale-check-loader.mjs';

const require = createRequire(import.meta.url);

const load = (file: string, source: string) =>
  intlLocaleCheckLoader.call({ resourcePath: file } as never, source);

describe('the loader that drops the locale-data checks of react-intl', () => {
  it.each(INTL_PACKAGES)('leaves no supportedLocalesOf call in the installed %s', (pkg) => {
    const file = require.resolve(pkg);
    const source = readFileSync(file, 'utf8');
    expect(source).toContain('supportedLocalesOf(locale');
    const output = load(file, source);
    expect(output).not.toMatch(/supportedLocalesOf\(locales?\)(\.length|;)/);
    expect(output.length).toBeGreaterThan(source.length - 300);
  });

  it('fails the build when a check has changed, instead of shipping it silently', () => {
    expect(() => load(require.resolve('@formatjs/intl'), 'function createIntl() {}')).toThrow(
      /not found/,
    );
  });
});
