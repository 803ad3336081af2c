import { describe, expect, it } from 'vitest';
// The shell's handover (shell/src/remotes/sharedModules.ts) against the build's shared modules:
// here, where both may be read (the build and the apps import neither).
import { usedExportsOf } from '../build/shared-exports.mjs';
import { SHARED_SINGLETONS } from '../build/share';
import {
  LAZY_SHARED_MODULES,
  SHARED_MODULES,
  TRIMMED_SHARED,
} from '../shell/src/remotes/sharedModules';

describe('the shared modules the shell hands to the remotes', () => {
  it('are every shared singleton of the build, no more', () => {
    const handed = [...Object.keys(SHARED_MODULES), ...Object.keys(LAZY_SHARED_MODULES)].sort();
    expect(handed).toEqual([...SHARED_SINGLETONS].sort());
  });

  // A remote that starts using another export of a trimmed package gets `undefined` for it: this
  // test names the export to add to sharedModules.ts.
  it.each(Object.keys(TRIMMED_SHARED))('hold every export of %s the portal imports', (pkg) => {
    const handed = Object.keys(TRIMMED_SHARED[pkg as keyof typeof TRIMMED_SHARED]).sort();
    expect(handed).toEqual(usedExportsOf(pkg));
  });

  it('hand React and the platform whole', async () => {
    const react = (await SHARED_MODULES.react!()) as Record<string, unknown>;
    expect(typeof react.useState).toBe('function');
    const platform = (await SHARED_MODULES['@portal/shell/platform']!()) as Record<string, unknown>;
    expect(platform.store).toBeDefined();
  });
});
