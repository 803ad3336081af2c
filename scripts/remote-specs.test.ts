import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES, REMOTE_NAMES } from '../shared/src/remotes';
import { ROUTES } from '../shell/src/app/routes';
import { FRAME_PATH, TABS, searchForTab } from '../shell/src/frame/tabs';
import { remoteLocations, specsForRemote } from './remote-specs.mjs';

const testsDir = join(import.meta.dirname, '..', 'e2e', 'tests');
const specs = readdirSync(testsDir)
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => ({ file, text: readFileSync(join(testsDir, file), 'utf8') }));
const tables = { routes: ROUTES, tabs: TABS, framePath: FRAME_PATH, searchForTab };
const specsOf = (name: (typeof REMOTE_NAMES)[number]) =>
  specsForRemote(name, REMOTES[name], remoteLocations(name, tables), specs);

describe("one remote's own e2e run", () => {
  it('opens each remote at its routes and tabs', () => {
    expect(remoteLocations('profiles', tables)).toEqual(['#/video', '#/user', '#/additional-info']);
    expect(remoteLocations('account', tables)).toEqual([
      '#/additional-info?tab=billing',
      'billing=true',
      '#/additional-info?tab=settings',
    ]);
  });

  it('gives every remote the specs of its routes, and not the others', () => {
    for (const name of REMOTE_NAMES) expect(specsOf(name).length, name).toBeGreaterThan(0);
    expect(specsOf('profiles')).toContain('users-tab.spec.ts');
    expect(specsOf('auth')).toContain('sign-in.spec.ts');
    expect(specsOf('checkout')).not.toContain('users-tab.spec.ts');
    expect(specsOf('account')).not.toContain('sign-in.spec.ts');
  });
});
