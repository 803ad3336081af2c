// `npm run test:topology`: the production topology of docker-compose.yml without containers, on
// loopback: nginx (the system package) with the project's own deploy/nginx.conf, two API replicas
// on one fresh PostgreSQL database and one Redis, the built shell and remotes, and the profiles
// remote served from a second origin (deploy/remote-origin.conf). Then the Playwright specs of
// e2e/topology run against nginx. Ports: TOPOLOGY_PORT (3420) for nginx, +1 and +2 for the API
// replicas, +3 for the remotes' origin.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { ROOT } from './apps.mjs';
import { buildProfilesRelease } from './topology-release.mjs';
import { templateNginx, templateRemoteOrigin } from './topology-nginx.mjs';

const PORT = Number(process.env.TOPOLOGY_PORT ?? 3420);
const ports = { nginx: PORT, api: [PORT + 1, PORT + 2], releases: PORT + 3 };
const PG_URL =
  process.env.TOPOLOGY_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://root@127.0.0.1:5432/test';
const REDIS_URL =
  process.env.TOPOLOGY_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const NGINX = process.env.NGINX ?? ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find(existsSync);

const RUN = join(ROOT, '.tmp', 'topology', 'run');
const log = (message) => console.log(`topology: ${message}`);
const children = [];
const cleanups = [];

function fail(message) {
  console.error(`topology: ${message}`);
  return shutdown(1);
}

let shuttingDown = false;
async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shutdown(130));

function start(name, command, args, env = {}) {
  const out = openSync(join(RUN, `${name}.log`), 'a');
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!shuttingDown && !child.expectedExit)
      log(`${name} exited (${signal ?? code}); its log: ${join(RUN, `${name}.log`)}`);
  });
  return child;
}

async function waitFor(url, what, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${what} not ready after ${timeoutMs / 1000} s (${url})`);
}

if (!NGINX) {
  console.error(
    'topology: nginx is not installed (apt-get install -y nginx; .ci/run installs it when missing)',
  );
  process.exit(1);
}

rmSync(RUN, { recursive: true, force: true });
mkdirSync(RUN, { recursive: true });

// 1. The builds: every app as `npm start` builds it (only the stale ones), and a second release
//    of the profiles remote with one visible difference, for the rollback test.
const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-web.mjs')], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
const release2 = buildProfilesRelease();
// The remotes' origin serves releases from folders: v1 is the current build, v2 the other one.
const releases = join(RUN, 'releases');
mkdirSync(join(releases, 'profiles'), { recursive: true });
symlinkSync(join(ROOT, 'remote-profiles', 'dist'), join(releases, 'profiles', 'v1'));
symlinkSync(release2.dist, join(releases, 'profiles', 'v2'));

try {
  // 2. One fresh PostgreSQL database and a Redis key prefix of this run.
  const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const database = `portal_topology_${runId}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.end();
  });
  const databaseUrl = Object.assign(new URL(PG_URL), { pathname: `/${database}` }).toString();
  const redisKeyPrefix = `topology:${runId}:`;
  cleanups.push(async () => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    const keys = await redis.keys(`${redisKeyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  // 3. Two API replicas, as compose runs them (production mode, one proxy hop, shared state).
  const origin = `http://127.0.0.1:${ports.nginx}`;
  const releasesOrigin = `http://127.0.0.1:${ports.releases}`;
  const runtimeConfigFile = join(RUN, 'runtime-config.json');
  writeFileSync(
    runtimeConfigFile,
    JSON.stringify({
      apiBase: '',
      remotes: {
        auth: '/remotes/auth/mf-manifest.json',
        checkout: '/remotes/checkout/mf-manifest.json',
        profiles: `${releasesOrigin}/profiles/v1/mf-manifest.json`,
        account: '/remotes/account/mf-manifest.json',
      },
    }),
  );
  const apiEnv = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '5',
    REDIS_URL,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: origin,
    RUNTIME_CONFIG_FILE: runtimeConfigFile,
    // A page of the remotes' origin may call the API; any other origin may not.
    CORS_ORIGINS: releasesOrigin,
    API_DOCS: 'false',
    // This stack checks the topology (nginx, replicas, remotes, shared PostgreSQL and Redis), not
    // the providers: it runs the local payment engine, keeps mail and texts in the outbox, the stub
    // VAT check, the sample seller on invoices and a loopback http PUBLIC_URL, each allowed by name
    // as a staging stack would be.
    ALLOW_LOCAL_PAYMENTS: 'true',
    ALLOW_OUTBOX_MAIL: 'true',
    ALLOW_OUTBOX_SMS: 'true',
    ALLOW_STUB_VAT_CHECK: 'true',
    ALLOW_SAMPLE_SELLER: 'true',
    ALLOW_LOCAL_PUBLIC_URL: 'true',
    // The replica-stop spec reads without pause from one address: above the general budget of
    // 300 a minute, which is not what it tests (the login limits stay as they are).
    RATE_LIMIT_PER_MINUTE: '20000',
    LOG_LEVEL: 'warn',
  };
  const replicas = ports.api.map((port, index) =>
    start(`api-${index + 1}`, process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      ...apiEnv,
      PORT: String(port),
    }),
  );
  await Promise.all(
    ports.api.map((port, index) =>
      waitFor(`http://127.0.0.1:${port}/readyz`, `API replica ${index + 1}`),
    ),
  );
  log(`API replicas ready on ${ports.api.join(' and ')} (database ${database})`);

  // 4. nginx with the project's config, templated for loopback, and non-root paths.
  const portalConf = join(RUN, 'portal.conf');
  const originConf = join(RUN, 'remote-origin.conf');
  writeFileSync(
    portalConf,
    templateNginx(readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8'), {
      listen: `127.0.0.1:${ports.nginx}`,
      upstreams: ports.api.map((port) => `127.0.0.1:${port}`),
      root: ROOT,
      remoteOrigins: [releasesOrigin],
    }),
  );
  writeFileSync(
    originConf,
    templateRemoteOrigin(readFileSync(join(ROOT, 'deploy', 'remote-origin.conf'), 'utf8'), {
      listen: `127.0.0.1:${ports.releases}`,
      root: releases,
    }),
  );
  const temp = (name) => join(RUN, 'nginx', name);
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(temp(dir), { recursive: true });
  const isRoot = process.getuid?.() === 0;
  writeFileSync(
    join(RUN, 'nginx.conf'),
    [
      // As root, workers would switch to `nobody`, who may not read the work tree.
      isRoot ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(RUN, 'nginx.pid')};`,
      `error_log ${join(RUN, 'nginx-error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      // Which replica answered each request: the specs read it.
      `  log_format topology '$remote_addr "$request" $status upstream=$upstream_addr';`,
      `  access_log ${join(RUN, 'nginx-access.log')} topology;`,
      `  client_body_temp_path ${temp('client_body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${portalConf};`,
      `  include ${originConf};`,
      '}',
      '',
    ].join('\n'),
  );
  const nginxArgs = ['-p', RUN, '-e', join(RUN, 'nginx-error.log'), '-c', join(RUN, 'nginx.conf')];
  const check = spawnSync(NGINX, [...nginxArgs, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) await fail(`nginx refuses the config:\n${check.stderr}`);
  start('nginx', NGINX, nginxArgs);
  await waitFor(`${origin}/runtime-config.json`, 'nginx');
  await waitFor(`${releasesOrigin}/profiles/v1/mf-manifest.json`, 'the remotes origin');
  log(`nginx on ${origin}, remotes origin on ${releasesOrigin}`);

  // 5. The topology slice of the e2e suite, against nginx.
  const env = {
    TOPOLOGY: JSON.stringify({
      origin,
      releasesOrigin,
      replicas: replicas.map((child, index) => ({
        pid: child.pid,
        url: `http://127.0.0.1:${ports.api[index]}`,
      })),
      runtimeConfigFile,
      databaseUrl,
      redisUrl: REDIS_URL,
      redisKeyPrefix,
      accessLog: join(RUN, 'nginx-access.log'),
      errorLog: join(RUN, 'nginx-error.log'),
      releaseMarker: release2.marker,
    }),
  };
  const playwright = spawn(
    'npx',
    ['playwright', 'test', '-c', 'e2e/topology/playwright.config.ts', ...process.argv.slice(2)],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  // The replica-stop spec kills a replica on purpose.
  for (const replica of replicas) replica.expectedExit = true;
  const code = await new Promise((resolve) => playwright.on('exit', (c) => resolve(c ?? 1)));
  await shutdown(code);
} catch (error) {
  await fail(error instanceof Error ? error.message : String(error));
}
