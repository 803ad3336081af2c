// `npm test`: every check of the project, with the ones that do not depend on each other side by
// side. The type check, ESLint and Prettier each keep one core busy; the web builds (the five apps
// when stale, then the topology's second release of remote-profiles) run beside them, so that on
// a two-core machine the first stage takes about as long as its longest part. Then, one at a time
// as they each use every core: the vitest projects, the end-to-end suite and the topology test.
// The first failure stops the run (the others of its stage are stopped) and sets the exit code.
import { spawn } from 'node:child_process';
import { ROOT } from './apps.mjs';

const node = process.execPath;
const bin = (name) => `${ROOT}/node_modules/.bin/${name}`;

/** Stages run in order; the steps of a stage run together, each a list of commands in order. */
const STAGES = [
  [
    { name: 'typecheck', commands: [[bin('tsc'), '-p', 'tsconfig.json', '--noEmit']] },
    { name: 'eslint', commands: [[bin('eslint'), '.']] },
    {
      name: 'prettier & compose',
      commands: [
        [bin('prettier'), '--check', '.'],
        [node, 'scripts/check-compose.mjs'],
      ],
    },
    {
      name: 'web build',
      commands: [
        [node, 'scripts/build-web.mjs'],
        [node, 'scripts/topology-release.mjs'],
      ],
    },
  ],
  [{ name: 'vitest', commands: [[bin('vitest'), 'run']], live: true }],
  [
    {
      name: 'e2e',
      commands: [[bin('playwright'), 'test', '-c', 'e2e/playwright.config.ts']],
      live: true,
    },
  ],
  [{ name: 'topology', commands: [[node, 'scripts/topology.mjs']], live: true }],
];

const running = new Set();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function run(step, [command, ...args]) {
  return new Promise((resolve) => {
    // A step alone in its stage writes straight to the terminal; side by side, each step's
    // output is kept and printed in one piece when it ends.
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: step.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString() });
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
for (const stage of STAGES) {
  let failed = null;
  await Promise.all(
    stage.map(async (step) => {
      const since = Date.now();
      for (const command of step.commands) {
        if (failed) return;
        if (step.live) console.log(`\ntest: ${step.name}…`);
        const { code, output } = await run(step, command);
        if (output)
          process.stdout.write(`\n── ${step.name}: ${command.slice(1).join(' ')}\n${output}`);
        if (code !== 0) {
          if (!failed) {
            failed = step.name;
            stopAll();
          }
          return;
        }
      }
      console.log(`test: ${step.name} passed in ${seconds(since)}`);
    }),
  );
  if (failed) {
    console.error(`test: ${failed} failed (after ${seconds(started)})`);
    process.exit(1);
  }
}
console.log(`test: everything passed in ${seconds(started)}`);
