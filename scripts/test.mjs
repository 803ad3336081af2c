// `npm test`: every check of the project, in lanes that run side by side: no check keeps both
// cores of a small machine busy alone (the type check, ESLint and Prettier are one core each; the
// API suite and the end-to-end suite wait on databases, child processes, the browser and the
// server as much as they compute). A lane's commands run in order: the end-to-end suite and the
// topology test need the web build. Each line is prefixed with its lane; the first failure stops
// the rest and sets the exit code; the end prints each lane's time.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ROOT } from './apps.mjs';

const node = process.execPath;
const bin = (name) => `${ROOT}/node_modules/.bin/${name}`;

const LANES = [
  { name: 'typecheck', commands: [[bin('tsc'), '-p', 'tsconfig.json', '--noEmit']] },
  { name: 'eslint', commands: [[bin('eslint'), '.']] },
  {
    name: 'prettier',
    commands: [
      [bin('prettier'), '--check', '.', '--log-level', 'warn'],
      [node, 'scripts/check-compose.mjs'],
    ],
  },
  { name: 'vitest', commands: [[bin('vitest'), 'run']] },
  {
    name: 'e2e',
    commands: [
      [node, 'scripts/build-web.mjs'],
      [bin('playwright'), 'test', '-c', 'e2e/playwright.config.ts'],
      [node, 'scripts/topology.mjs'],
    ],
  },
];

const running = new Set();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const width = Math.max(...LANES.map((lane) => lane.name.length));

function run(lane, [command, ...args]) {
  return new Promise((resolve) => {
    // Its own process group, so that stopping a lane stops what it started (servers, browsers).
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, NO_COLOR: '1' },
    });
    running.add(child);
    const prefix = `${lane.name.padEnd(width)} │ `;
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) =>
        process.stdout.write(`${prefix}${line}\n`),
      );
    child.on('error', (error) => process.stdout.write(`${prefix}${error.message}\n`));
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

// A lane is stopped as Ctrl-C stops it: SIGINT to its group. Playwright then stops its tests and
// its web servers, which it starts in process groups of their own, out of the lane's reach (on
// SIGTERM it dies at once and leaves them holding their ports, and the next run fails at once).
// Whatever of the group still runs once the lane's command has exited, or after a bound, is killed.
const STOP_GRACE_MS = 30_000;
function stop(child) {
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // the group is gone
    }
  };
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => child.once('exit', resolve));
  signal('SIGINT');
  let timer;
  const bound = new Promise((resolve) => (timer = setTimeout(resolve, STOP_GRACE_MS)));
  return Promise.race([exited, bound]).then(() => {
    clearTimeout(timer);
    signal('SIGKILL');
  });
}
const stopAll = () => Promise.all([...running].map(stop));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => stopAll().then(() => process.exit(130)));

const started = Date.now();
const times = [];
let failed = null;
await Promise.all(
  LANES.map(async (lane) => {
    const since = Date.now();
    let outcome = 'passed';
    for (const command of lane.commands) {
      if (failed) {
        outcome = 'stopped';
        break;
      }
      const code = await run(lane, command);
      if (code === 0) continue;
      outcome = failed ? 'stopped' : 'failed';
      if (!failed) {
        failed = `${lane.name} (${command.slice(1).join(' ')})`;
        void stopAll();
      }
      break;
    }
    times.push(`${lane.name.padEnd(width)}  ${outcome} in ${seconds(since)}`);
  }),
);
console.log(`\n${times.join('\n')}`);
if (failed) {
  console.error(`test: ${failed} failed (after ${seconds(started)})`);
  process.exit(1);
}
console.log(`test: everything passed in ${seconds(started)}`);
