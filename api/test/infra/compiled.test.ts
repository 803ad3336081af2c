import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config';

const dir = mkdtempSync(join(tmpdir(), 'compiled-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

describe('the compiled API (npm run build:api, node api/dist/server.mjs)', () => {
  let origin = '';
  let stop = async () => {};
  let output = '';

  beforeAll(async () => {
    const built = spawnSync('npm', ['run', '--silent', 'build:api'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 180_000,
    });
    expect(built.status, built.stderr).toBe(0);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    // Plain node, outside the repository's folder, with an empty data folder: no tsx, no sources.
    const child = spawn(process.execPath, [join(REPO_ROOT, 'api', 'dist', 'server.mjs')], {
      cwd: dir,
      env: { PATH: process.env.PATH, DATA_DIR: mkdtempSync(join(dir, 'data-')), PORT: `${port}` },
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((done) => child.on('exit', done));
    stop = async () => {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    };
    await new Promise<void>((ready, failed) => {
      const timer = setTimeout(() => failed(new Error(`not started:\n${output}`)), 240_000);
      child.stdout.on('data', () => {
        if (!output.includes('portal listening')) return;
        clearTimeout(timer);
        ready();
      });
      void exited.then(() => failed(new Error(`exited:\n${output}`)));
    });
  }, 480_000);
  afterAll(() => stop());

  it('answers /healthz with the embedded database migrated from api/migrations', async () => {
    const res = await fetch(`${origin}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(output).toContain('database migrations applied');
  });

  it('signs the demo customer in (argon2, PGlite and the shared schemas from the bundle)', async () => {
    const res = await fetch(`${origin}/v2/auth/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com', password: 'demo-portal-1' }),
    });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    const me = await fetch(`${origin}/v2/users/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'demo@example.com' });
    // A refused value is answered from the shared catalogue, with its message.
    const bad = await fetch(`${origin}/v2/auth/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-address' }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message?: string }).message).toBeTruthy();
  });
});

describe('the compiled PDF thread (api/dist/billing/invoices/pdf-worker.mjs)', () => {
  it('renders an invoice sent to it, with plain node', async () => {
    // The bundle is built by the suite above (this file's tests run in order).
    const worker = new Worker(
      join(REPO_ROOT, 'api', 'dist', 'billing', 'invoices', 'pdf-worker.mjs'),
    );
    try {
      const answer = await new Promise<{ id: number; bytes?: Uint8Array; error?: string }>(
        (resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.postMessage({
            id: 7,
            document: {
              number: 'PV-2026-000007',
              issuedAt: '2026-11-01T09:00:00.000Z',
              status: 'paid',
              locale: 'de',
              currency: 'EUR',
              seller: {
                name: 'Property Video Ltd',
                address: ['10 Finsbury Square', 'London EC2A 1AF'],
                country: 'GB',
                taxIds: 'VAT GB 123 4567 89',
                email: 'billing@propertyvideo.example',
                sample: false,
              },
              customer: { name: 'Jürgen Groß', email: 'jg@example.de' },
              lines: [],
              subtotal: 0,
              discount: 0,
              taxRateBps: 0,
              taxTreatment: 'standard',
              taxCountry: 'DE',
              tax: 0,
              total: 0,
            },
          });
        },
      );
      expect(answer.error).toBeUndefined();
      expect(answer.id).toBe(7);
      expect(Buffer.from(answer.bytes!.subarray(0, 5)).toString()).toBe('%PDF-');
    } finally {
      await worker.terminate();
    }
  });
});

describe('the API image (deploy/api.Dockerfile)', () => {
  const dockerfile = readFileSync(join(REPO_ROOT, 'deploy', 'api.Dockerfile'), 'utf8');
  const instructions = dockerfile.replace(/^\s*#.*$/gm, '').replace(/\\\n/g, ' ');

  it('runs the compiled bundle with node as the node user, without tsx', () => {
    expect(instructions).not.toMatch(/tsx/);
    expect(instructions).toMatch(/^CMD \["node", "api\/dist\/server\.mjs"\]$/m);
    expect(instructions).toMatch(/^USER node$/m);
    expect(instructions).toMatch(/npm run build:api/);
  });

  it('installs only from the lockfile and pins its base images', () => {
    expect(instructions).not.toMatch(/npm (install|i|add)\b/);
    expect(instructions).not.toMatch(/--no-save/);
    expect(instructions).toMatch(/^RUN npm ci\b[^\n]*--omit=dev[^\n]*-w api\b/m);
    const bases = [...instructions.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]!);
    expect(bases.length).toBeGreaterThanOrEqual(2);
    for (const base of bases.filter((name) => name.includes(':')))
      expect(base, 'an exact version tag and its digest').toMatch(
        /:\d+\.\d+\.\d+[-\w]*@sha256:[0-9a-f]{64}$/,
      );
  });
});
