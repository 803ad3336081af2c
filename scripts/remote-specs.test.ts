import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES, REMOTE_NAMES } from '../shared/src/remotes';
import { ROUTES } from '../shell/src/app/routes';
import { FRAME_PATH, TABS, searchForTab } from '../shell/src/frame/tabs';
import { e2eRuns, remoteLocations, specsForRemote } from './remote-specs.mjs';

const testsDir = join(import.meta.dirname, '..', 'e2e', 'tests');
const specs = readdirSync(testsDir)
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => ({ file, text: readFileSync(join(testsDir, file), 'utf8') }));
const tables = { routes: ROUTES, tabs: TABS, framePath: FRAME_PATH, searchForTab };
const othersOf = (name: string) =>
  REMOTE_NAMES.filter((other) => other !== name).flatMap((other) => remoteLocations(other, tables));
const specsOf = (name: (typeof REMOTE_NAMES)[number]) =>
  specsForRemote(name, REMOTES[name], remoteLocations(name, tables), specs, othersOf(name));

describe("one remote's own e2e run", () => {
  it('opens each remote at its routes and tabs', () => {
    expect(remoteLocations('profiles', tables)).toEqual([
      '#/video',
      '#/user',
      '#/brand-kit',
      '#/additional-info',
    ]);
    expect(remoteLocations('account', tables)).toEqual([
      '#/additional-info?tab=billing',
      'billing=true',
      '#/additional-info?tab=settings',
      '#/additional-info?tab=activity',
    ]);
  });

  it('gives every remote the specs of its routes, and not the others', () => {
    for (const name of REMOTE_NAMES) expect(specsOf(name).length, name).toBeGreaterThan(0);
    expect(specsOf('profiles')).toContain('users-tab.spec.ts');
    expect(specsOf('auth')).toContain('sign-in.spec.ts');
    expect(specsOf('checkout')).not.toContain('users-tab.spec.ts');
    expect(specsOf('account')).not.toContain('sign-in.spec.ts');
  });

  it("leaves another remote's URLs to it: the users tab is the frame URL with no other tab", () => {
    const spec = (text: string) => [{ file: 'x.spec.ts', text }];
    const profiles = (text: string) =>
      specsForRemote(
        'profiles',
        REMOTES.profiles,
        remoteLocations('profiles', tables),
        spec(text),
        othersOf('profiles'),
      );
    expect(profiles("await page.goto('/#/additional-info');")).toEqual(['x.spec.ts']);
    expect(profiles('await page.goto(`/#/additional-info?webview=true&handoff=${code}`);')).toEqual(
      ['x.spec.ts'],
    );
    expect(profiles("await page.goto('/#/user/abc');")).toEqual(['x.spec.ts']);
    expect(profiles("await page.goto('/#/additional-info?tab=settings');")).toEqual([]);
    expect(profiles("const url = '/#/additional-info?billing=true';")).toEqual([]);
    expect(profiles("await page.goto('/#/users-export');")).toEqual([]);
    expect(specsOf('profiles')).not.toContain('settings.spec.ts');
    expect(specsOf('account')).toContain('settings.spec.ts');
    expect(specsOf('account')).toContain('activity.spec.ts');
  });

  it('runs the specs of a server-wide project alone, without the whole suite it depends on', () => {
    const projects = [
      { name: 'demo-account' },
      { name: 'own-customers' },
      { name: 'server-wide', dependencies: ['demo-account', 'own-customers'] },
    ];
    const files = ['e2e/tests/users-tab.spec.ts', 'e2e/tests/app-loop.spec.ts'];
    const runs = e2eRuns(projects, files);
    expect(runs.map((args) => args.filter((arg) => !files.includes(arg)))).toEqual([
      ['--project', 'demo-account', '--project', 'own-customers', '--pass-with-no-tests'],
      ['--no-deps', '--project', 'server-wide', '--pass-with-no-tests'],
    ]);
    for (const args of runs) expect(args.slice(-files.length)).toEqual(files);
  });
});
