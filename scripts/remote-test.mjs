// `npm test -w remote-<name>`: one team's own run. The remote's unit and component tests, its
// standalone production build, then the e2e specs of its routes (scripts/remote-specs.mjs) against
// the current shell and the other remotes as they are in this checkout (built when stale).
// E2E_PORT as for the whole suite.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from './apps.mjs';
import { e2eRuns, remoteLocations, specsForRemote } from './remote-specs.mjs';

const name = process.argv[2];
/** @type {typeof import('../shared/src/remotes')} */
const { REMOTES } = await tsImport('../shared/src/remotes.ts', import.meta.url);
const remote = REMOTES[name];
if (!remote) {
  console.error(`remote-test: unknown remote "${name}" (${Object.keys(REMOTES).join(', ')})`);
  process.exit(1);
}
const { ROUTES } = await tsImport('../shell/src/app/routes.ts', import.meta.url);
const { TABS, FRAME_PATH, searchForTab } = await tsImport(
  '../shell/src/frame/tabs.ts',
  import.meta.url,
);

function run(title, command, args, env = {}) {
  console.log(`\n${remote.dir}: ${title}`);
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`${remote.dir}: ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

run('unit and component tests', 'npx', [
  'vitest',
  'run',
  '--project',
  'unit',
  '--project',
  'dom',
  '--passWithNoTests',
  `${remote.dir}/`,
]);
run('standalone build', 'npm', ['run', 'build', '--silent', '-w', remote.dir], {
  NODE_ENV: 'production',
});
// The shell and the other remotes as this checkout has them.
run('the rest of the portal, when stale', process.execPath, [
  join(ROOT, 'scripts', 'build-web.mjs'),
]);

const testsDir = join(ROOT, 'e2e', 'tests');
const specs = readdirSync(testsDir)
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => ({ file: `e2e/tests/${file}`, text: readFileSync(join(testsDir, file), 'utf8') }));
const tables = { routes: ROUTES, tabs: TABS, framePath: FRAME_PATH, searchForTab };
const locations = remoteLocations(name, tables);
// The URLs another remote's locations name more precisely are theirs (`?tab=settings`).
const otherLocations = Object.keys(REMOTES)
  .filter((other) => other !== name)
  .flatMap((other) => remoteLocations(other, tables));
const files = specsForRemote(name, remote, locations, specs, otherLocations);
if (files.length === 0) {
  console.error(`${remote.dir}: no e2e spec opens its routes (${locations.join(', ')})`);
  process.exit(1);
}
const { default: e2eConfig } = await tsImport('../e2e/playwright.config.ts', import.meta.url);
const names = files.map((f) => f.split('/').pop()).join(', ');
for (const [index, args] of e2eRuns(e2eConfig.projects, files).entries()) {
  const which =
    index === 0 ? `e2e specs of its routes (${names})` : 'those that change the server, alone';
  run(which, 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...args]);
}
