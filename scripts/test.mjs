// `npm test`: every check of the project, with the ones that do not wait for each other side by
// side. Alone, no step keeps both cores of a small machine busy: the type check, ESLint and
// Prettier are one core each, and the end-to-end suite waits on the browser and the server as much
// as it computes. So the first stage runs the static checks beside the web build; the second runs
// the vitest projects beside the end-to-end suite (then the topology test, which needs the same
// builds). Each step's lines are prefixed with its name; the first failure stops the rest and sets
// the exit code; the end prints each step's time.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ROOT } from './apps.mjs';

const node = process.execPath;
const bin = (name) => `${ROOT}/node_modules/.bin/${name}`;

/** Stages run in order; the steps of a stage run together, each a list of commands in order. */
const STAGES = [
  [
    { name: 'typecheck', commands: [[bin('tsc'), '-p', 'tsconfig.json', '--noEmit']] },
    { name: 'eslint', commands: [[bin('eslint'), '.']] },
    {
      name: 'prettier',
      commands: [
        [bin('prettier'), '--check', '.', '--log-level', 'warn'],
        [node, 'scripts/check-compose.mjs'],
      ],
    },
    { name: 'web build', commands: [[node, 'scripts/build-web.mjs']] },
  ],
  [
    { name: 'vitest', commands: [[bin('vitest'), 'run']] },
    {
      name: 'e2e',
      commands: [
        [bin('playwright'), 'test', '-c', 'e2e/playwright.config.ts'],
        [node, 'scripts/topology.mjs'],
      ],
    },
  ],
];

const running = new Set();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const width = Math.max(...STAGES.flat().map((step) => step.name.length));

function run(step, [command, ...args]) {
  return new Promise((resolve) => {
    // Its own process group, so that stopping a step stops what it started (servers, browsers).
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, NO_COLOR: '1' },
    });
    running.add(child);
    const prefix = `${step.name.padEnd(width)} │ `;
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

function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });

const started = Date.now();
const times = [];
let failed = null;
for (const stage of STAGES) {
  await Promise.all(
    stage.map(async (step) => {
      const since = Date.now();
      let outcome = 'passed';
      for (const command of step.commands) {
        if (failed) {
          outcome = 'stopped';
          break;
        }
        const code = await run(step, command);
        if (code === 0) continue;
        outcome = failed ? 'stopped' : 'failed';
        if (!failed) {
          failed = `${step.name} (${command.slice(1).join(' ')})`;
          stopAll();
        }
        break;
      }
      times.push(`${step.name.padEnd(width)}  ${outcome} in ${seconds(since)}`);
    }),
  );
  if (failed) break;
}
console.log(`\n${times.join('\n')}`);
if (failed) {
  console.error(`test: ${failed} failed (after ${seconds(started)})`);
  process.exit(1);
}
console.log(`test: everything passed in ${seconds(started)}`);
