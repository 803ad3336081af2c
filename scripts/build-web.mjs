// Builds the shell and the remotes for production: only the stale ones, or all with --force.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, ROOT, isStale } from './apps.mjs';

const force = process.argv.includes('--force');
const todo = APPS.filter((app) => force || isStale(app));
if (todo.length === 0) console.log('web: every app is up to date');

for (const app of todo) {
  const started = Date.now();
  console.log(`web: building ${app.dir}…`);
  const build = () =>
    spawnSync('npm', ['run', 'build', '--silent', '-w', app.dir], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
  let result = build();
  // The bundler's native code has aborted (status 134) on a loaded machine: one more try for a
  // crash; a compile error fails the same way twice.
  if (result.signal || (result.status ?? 0) >= 128) {
    console.error(
      `web: the build of ${app.dir} crashed (${result.signal ?? `status ${result.status}`}); trying again`,
    );
    result = build();
  }
  if (result.status !== 0) {
    // A build that dies late may have written its manifest already: drop it, so that the next run
    // does not take a half-written dist/ for an up-to-date one.
    rmSync(join(ROOT, app.dir, 'dist', 'mf-manifest.json'), { force: true });
    console.error(`web: the build of ${app.dir} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`web: ${app.dir} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
