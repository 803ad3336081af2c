import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { Redis } from 'ioredis';
import pg from 'pg';

/** What scripts/topology.mjs started, handed over in the TOPOLOGY variable. */
export interface Topology {
  /** nginx: the portal as customers reach it. */
  origin: string;
  /** The second origin serving releases of remotes (deploy/remote-origin.conf). */
  releasesOrigin: string;
  /** The API replicas behind nginx, reachable directly too. */
  replicas: { pid: number; url: string }[];
  runtimeConfigFile: string;
  /** The replicas' one PostgreSQL database. */
  databaseUrl: string;
  redisUrl: string;
  redisKeyPrefix: string;
  accessLog: string;
  errorLog: string;
  /** The profile list's title in release 2 of the profiles remote. */
  releaseMarker: string;
}

function read(): Topology {
  const raw = process.env.TOPOLOGY;
  if (!raw)
    throw new Error('These specs run through `npm run test:topology` (scripts/topology.mjs)');
  return JSON.parse(raw) as Topology;
}
export const TOPOLOGY = read();

export const uniqueEmail = (tag: string) => `${tag}${randomBytes(5).toString('hex')}@example.com`;

export function newAccount(tag = 'topo') {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: uniqueEmail(tag),
    phone: '+44 20 7946 0000',
    password: 'compiler-1952',
    confirmPassword: 'compiler-1952',
    origin: 'realty',
  };
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A plain HTTP call from a chosen loopback address (`127.0.0.2` is this machine too): the
 * address nginx sees differs from nginx's own, so the test can tell which one the API uses.
 */
export function call(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: unknown;
    localAddress?: string;
  } = {},
): Promise<HttpAnswer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        localAddress: options.localAddress,
        agent: false,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The keys (without the run's prefix) of the shared Redis that match a pattern. */
export async function redisKeys(pattern: string): Promise<string[]> {
  const redis = new Redis(TOPOLOGY.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    const keys = await redis.keys(`${TOPOLOGY.redisKeyPrefix}${pattern}`);
    return keys.map((key) => key.slice(TOPOLOGY.redisKeyPrefix.length));
  } finally {
    redis.disconnect();
  }
}

/**
 * A customer who may enter the portal: an account created through nginx, with an active 5-user
 * subscription written straight into the database (the checkout is not what these specs test).
 */
export async function customer(tag?: string) {
  const account = newAccount(tag);
  const created = await call(`${TOPOLOGY.origin}/v2/users`, { method: 'POST', body: account });
  if (created.status !== 201) throw new Error(`account not created: ${created.body}`);
  const { id } = JSON.parse(created.body) as { id: string };
  const client = new pg.Client({ connectionString: TOPOLOGY.databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO subscriptions (account_id, provider, status, available_users)
       VALUES ($1, 'local', 'ACTIVE', 5)`,
      [id],
    );
  } finally {
    await client.end();
  }
  return { ...account, id };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
