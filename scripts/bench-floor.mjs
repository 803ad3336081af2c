// The floor, for `npm run bench:web` (issue 40): the same screens bundled as one app without Module
// Federation (build/floor/, a benchmark target: never shipped, never served by `npm start`), built
// into .tmp/floor, served by the same server as the portal (the API's static files: precompressed
// copies, cache headers, the first-screen preloads; the API for the signed-in pages) on a port of its
// own, and measured side by side with the real build, runs alternating: the time until the form is
// usable (scripts/time-to-usable.mjs, throttled) and the gzip JavaScript the page had asked for by
// then, on /#/login, /#/checkout and /#/additional-info; the ratio real/floor next to the goals.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './apps.mjs';
import { USABLE_PAGES, timeToUsable } from './time-to-usable.mjs';

export const FLOOR_ROOT = join(ROOT, '.tmp', 'floor');

/** Issue 40's goals, as ratios to the floor (and the login form's time, in seconds). */
export const FLOOR_GOALS = {
  usableRatio: { '/login': 1.05, '/checkout': 1.05, '/additional-info': 1.05 },
  jsRatio: 1.1,
  loginUsableS: 1.6,
};

/** Builds the floor (build/floor/rspack.config.ts) into .tmp/floor/shell/dist. */
export function buildFloor() {
  const started = Date.now();
  console.log('web: building the floor (one app, no federation)…');
  const build = () =>
    spawnSync(
      'npx',
      [
        'rspack',
        'build',
        '-c',
        'build/floor/rspack.config.ts',
        '--mode',
        'production',
        '--config-loader',
        'jiti',
      ],
      {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
  let result = build();
  // As scripts/build-web.mjs: the bundler's native code has aborted on a loaded machine.
  if (result.signal || (result.status ?? 0) >= 128) result = build();
  if (result.status !== 0) throw new Error('the floor did not build');
  console.log(`web: the floor built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The API server serving the floor: the same process `npm start` runs (api/src/server.ts), with
 * .tmp/floor as its WEB_ROOT and a database of its own.
 */
export function startFloorServer(port) {
  const dataDir = join(ROOT, '.tmp', 'bench', 'floor-data');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  return spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'api', 'src', 'server.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_ROOT: FLOOR_ROOT,
    },
  });
}

/** Gzip bytes of each script (level 6, as the rest of bench:web counts), fetched once per URL. */
async function gzipBytes(urls, cache) {
  let total = 0;
  for (const url of urls) {
    if (!cache.has(url)) {
      const response = await fetch(url);
      cache.set(url, response.ok ? gzipSync(Buffer.from(await response.arrayBuffer())).length : 0);
    }
    total += cache.get(url);
  }
  return total;
}

const ratio = (real, floor) => (floor > 0 ? +(real / floor).toFixed(2) : null);
const mark = (ok) => (ok ? 'pass' : 'FAIL');

/**
 * Real and floor, one load of each in turn per run (the order swapped every run), per page.
 * `targets`: `{ real: { base, state }, floor: { base, state } }` (state: a signed-in storage state
 * of that server).
 */
export async function compareWithFloor({ browser, targets, runs, median }) {
  const cache = new Map();
  const rows = [];
  for (const page of USABLE_PAGES) {
    const samples = { real: [], floor: [] };
    const failed = { real: 0, floor: 0 };
    for (let i = 0; i < runs; i++) {
      const order = i % 2 === 0 ? ['real', 'floor'] : ['floor', 'real'];
      for (const build of order) {
        const { base, state } = targets[build];
        try {
          const run = await timeToUsable(
            browser,
            `${base}/${page.hash}`,
            page,
            page.signedIn && state,
          );
          samples[build].push({ ...run, jsGzip: await gzipBytes(run.scripts ?? [], cache) });
        } catch (error) {
          // One load lost to a loaded machine is reported, not the whole comparison.
          failed[build]++;
          console.error(
            `floor: ${build} ${page.name} run ${i + 1}: ${error.message.split('\n')[0]}`,
          );
        }
      }
    }
    const pick = (build, key) =>
      samples[build].length ? median(samples[build].map((run) => run[key])) : NaN;
    const usable = { real: pick('real', 'ms'), floor: pick('floor', 'ms') };
    const js = { real: pick('real', 'jsGzip'), floor: pick('floor', 'jsGzip') };
    const usableRatio = ratio(usable.real, usable.floor);
    const jsRatio = ratio(js.real, js.floor);
    const usableGoal = FLOOR_GOALS.usableRatio[page.name];
    const loginGoal = page.name === '/login' ? FLOOR_GOALS.loginUsableS : null;
    rows.push({
      page: page.name,
      'usable s': +(usable.real / 1000).toFixed(2),
      'floor s': +(usable.floor / 1000).toFixed(2),
      'usable ×': usableRatio,
      'usable goal': `≤ ${usableGoal}×${loginGoal ? ` & ≤ ${loginGoal} s` : ''}`,
      usable: mark(
        usableRatio !== null &&
          usableRatio <= usableGoal &&
          (!loginGoal || usable.real <= loginGoal * 1000),
      ),
      'JS KB': +(js.real / 1024).toFixed(1),
      'floor JS KB': +(js.floor / 1024).toFixed(1),
      'JS ×': jsRatio,
      'JS goal': `≤ ${FLOOR_GOALS.jsRatio}×`,
      JS: mark(jsRatio !== null && jsRatio <= FLOOR_GOALS.jsRatio),
      // The spread of the runs, to read the ratio against.
      'real min–max s': spread(samples.real),
      'floor min–max s': spread(samples.floor),
      'key lost': samples.real.filter((r) => !r.kept).length,
      'floor key lost': samples.floor.filter((r) => !r.kept).length,
      failed: failed.real + failed.floor,
    });
  }
  return rows;
}

function spread(runs) {
  if (runs.length === 0) return '–';
  const ms = runs.map((run) => run.ms);
  return `${(Math.min(...ms) / 1000).toFixed(2)}–${(Math.max(...ms) / 1000).toFixed(2)}`;
}
