import { describe, expect, it } from 'vitest';
import { requiredPlatform, satisfiesPlatform } from './platformContract';

describe("a remote's platform range", () => {
  it('is satisfied by the same major at or above the required version', () => {
    expect(satisfiesPlatform('1.4.2', '^1.0.0')).toBe(true);
    expect(satisfiesPlatform('1.4.2', '^1.4.2')).toBe(true);
    expect(satisfiesPlatform('1.4.2', undefined)).toBe(true);
  });

  it('is not satisfied by another major, an older minor, or a range it cannot read', () => {
    expect(satisfiesPlatform('1.4.2', '^2.0.0')).toBe(false);
    expect(satisfiesPlatform('2.0.0', '^1.0.0')).toBe(false);
    expect(satisfiesPlatform('1.4.2', '^1.5.0')).toBe(false);
    expect(satisfiesPlatform('1.4.2', '^1.4.3')).toBe(false);
    expect(satisfiesPlatform('1.4.2', '>=1 <3')).toBe(false);
  });

  it("is read from the remote's manifest", () => {
    const manifest = {
      shared: [
        { name: 'react', requiredVersion: '^19.0.0' },
        { name: '@portal/shell/platform', requiredVersion: '^1.0.0' },
      ],
    };
    expect(requiredPlatform(manifest)).toBe('^1.0.0');
    expect(requiredPlatform({ shared: [] })).toBeUndefined();
    expect(requiredPlatform(null)).toBeUndefined();
  });
});
