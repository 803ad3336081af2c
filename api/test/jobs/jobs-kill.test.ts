import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config';
import { KIT_BATCH_SIZE } from '../../src/brand-kit/brand-kit-service';
import { POSTGRES_AVAILABLE, TEST_PG_URL, validAccount } from '../helper';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(
  check: () => Promise<T | undefined>,
  ms: number,
  what: () => Promise<string> | string,
) {
  const started = Date.now();
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() - started > ms) throw new Error(`waited in vain for ${await what()}`);
    await sleep(100);
  }
}

/** The real server entry as a child process on `databaseUrl`, once it listens. */
async function startServer(databaseUrl: string) {
  const dir = mkdtempSync(join(tmpdir(), 'jobs-kill-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'api/src/server.ts')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATA_DIR: dir,
      WEB_ROOT: dir,
      HOST: '127.0.0.1',
      PORT: '0',
      DEMO_ACCOUNT: 'false',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
    },
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running: it never made it into the list the suite stops.
      child.kill('SIGKILL');
      reject(new Error(`not started:\n${output}`));
    }, 180_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /portal listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`exited:\n${output}`)));
  });
  return {
    url,
    child,
    output: () => output,
    async kill(signal: 'SIGKILL' | 'SIGTERM' = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
type Server = Awaited<ReturnType<typeof startServer>>;

const PROFILES = 3 * KIT_BATCH_SIZE - 100;

/**
 * kill -9 mid-job (issue 36 §2), with two real API processes on one PostgreSQL database: the
 * brand kit's propagation (one step per batch of profiles) is killed after its first batch
 * committed, in the middle of its second; the other replica takes the job over once its lease
 * ran out and goes on after the first batch: no batch lost, none done twice.
 */
describe.skipIf(!POSTGRES_AVAILABLE)('durable jobs: a replica killed mid-job [postgres]', () => {
  const name = `jobs_kill_${process.pid}_${randomBytes(3).toString('hex')}`;
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  const db = new pg.Client({ connectionString: url.toString() });
  const servers: Server[] = [];
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  });
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await db.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('hands the job over after its lease, resuming after the last committed step', async () => {
    const first = await startServer(url.toString());
    servers.push(first);
    await db.connect();
    const call = async (
      server: Server,
      method: string,
      path: string,
      body: unknown,
      token = '',
    ) => {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as Record<string, unknown>;
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
      return answer;
    };
    const account = validAccount();
    const { id: accountId } = await call(first, 'POST', '/v2/users', account);
    const { token } = await call(first, 'POST', '/v2/auth/email', {
      email: account.email,
      password: account.password,
    });
    // The account's agents, all with the colour the kit sets first (so they follow it).
    await db.query(
      `INSERT INTO profiles (account_id, login_phone, login_phone_key, company_name, variables)
       SELECT $1, '+1 555 ' || lpad(g::text, 7, '0'), '+1555' || lpad(g::text, 7, '0'), 'Harbour',
              '{"color_primary": "#123456"}'::jsonb
       FROM generate_series(1, $2::int) g`,
      [accountId, PROFILES],
    );
    const kit = (color: string) => ({ color_primary: color, locked: [] });
    const job = async (id: string) =>
      (
        await db.query<{ status: string; attempts: number; seen: number | null; result: unknown }>(
          `SELECT status, attempts, (checkpoint ->> 'seen')::int AS seen, result
           FROM jobs WHERE id = $1`,
          [id],
        )
      ).rows[0]!;
    const setUp = await call(first, 'PUT', '/v2/brand-kit', kit('#123456'), token as string);
    const setUpJob = (setUp.propagation as { jobId: string }).jobId;
    await waitFor(
      async () => ((await job(setUpJob)).status === 'done' ? true : undefined),
      120_000,
      async () => `the kit set up: ${JSON.stringify(await job(setUpJob))}\n${first.output()}`,
    );

    // A long edit holds a profile of the second batch: the job's second step waits for it.
    let jobId = '';
    const editor = new pg.Client({ connectionString: url.toString() });
    await editor.connect();
    try {
      await editor.query('BEGIN');
      await editor.query(
        // (Only that row: FOR UPDATE would lock the rows an OFFSET skips too.)
        `SELECT id FROM profiles WHERE id = (SELECT id FROM profiles WHERE account_id = $1
           ORDER BY id OFFSET $2 LIMIT 1) FOR UPDATE`,
        [accountId, KIT_BATCH_SIZE + 10],
      );
      const changed = await call(first, 'PUT', '/v2/brand-kit', kit('#654321'), token as string);
      expect(changed).not.toHaveProperty('profilesUpdated');
      jobId = (changed.propagation as { jobId: string }).jobId;
      await waitFor(
        async () => ((await job(jobId)).seen === KIT_BATCH_SIZE ? true : undefined),
        60_000,
        async () => `the first batch: ${JSON.stringify(await job(jobId))}\n${first.output()}`,
      );
      await first.kill('SIGKILL');
      await editor.query('COMMIT');
    } finally {
      await editor.end();
    }

    // The other replica takes the job once the killed one's lease ran out (30 s).
    const second = await startServer(url.toString());
    servers.push(second);
    const done = await waitFor(
      async () => {
        const row = await job(jobId);
        return row.status === 'done' ? row : undefined;
      },
      180_000,
      async () => `the job's end: ${JSON.stringify(await job(jobId))}\n${second.output()}`,
    );
    // The first batch was counted by the killed replica's committed step, the rest by the other:
    // a job started over would find the first batch already written and count only the rest.
    expect(done).toMatchObject({ attempts: 2, result: { profilesUpdated: PROFILES } });
    const colours = await db.query<{ color: string; n: number }>(
      `SELECT variables ->> 'color_primary' AS color, count(*)::int AS n FROM profiles
       WHERE account_id = $1 GROUP BY 1`,
      [accountId],
    );
    expect(colours.rows).toEqual([{ color: '#654321', n: PROFILES }]);
  }, 600_000);
});
