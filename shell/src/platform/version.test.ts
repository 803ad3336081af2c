import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLATFORM_VERSION } from './version';

describe('the platform version', () => {
  it('is the version of the shell package that Module Federation shares it at', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(PLATFORM_VERSION).toBe(pkg.version);
  });
});
