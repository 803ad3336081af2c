import { join, resolve } from 'node:path';
import { REPO_ROOT } from './paths';
import { definePart, type Context, type EnvOf } from './setting';
import { text, trustProxy, wholeNumber, defaulted } from './values';

/** The process itself: where it listens, in which mode, where its data lives. */
export interface ServerConfig {
  port: number;
  host: string;
  nodeEnv: string;
  isProduction: boolean;
  dataDir: string;
  trustProxy: boolean | number | string;
}

const settings = {
  PORT: defaulted({
    schema: wholeNumber(0, 65535, 'a port number from 0 to 65535'),
    default: '3000',
    example: '3000',
    description: 'HTTP port.',
  }),
  HOST: defaulted({
    schema: text(),
    default: '127.0.0.1',
    description:
      'Interface to listen on. Only this machine by default (the embedded mode holds a demo account); `0.0.0.0` opens it to the network (the container sets it).',
  }),
  NODE_ENV: defaulted({
    schema: text(),
    default: 'development',
    description:
      '`production` turns off the demo account and /docs; it requires JWT_SECRET, and a real database, payments, mail and VAT check or their ALLOW_* (see "Production refuses fallbacks").',
  }),
  DATA_DIR: {
    schema: text(),
    default: '<repo>/data',
    description:
      'Embedded data: PGlite database in DATA_DIR/pglite, generated JWT secret in DATA_DIR/jwt-secret.',
  },
  TRUST_PROXY: {
    schema: trustProxy(),
    default: 'false',
    example: '1',
    description:
      'How many reverse proxies stand in front (a hop count, e.g. `1` behind the compose nginx) or a comma list of their addresses/CIDRs; the client IP for limits comes from X-Forwarded-For. Never `true` (see "Behind a proxy").',
  },
};

/** What every part reads beyond its own settings, from this part's. */
export function contextOf(
  env: EnvOf<typeof settings>,
  { refuseFallbacks, embeddedDb }: { refuseFallbacks: boolean; embeddedDb: boolean },
): Context {
  const isProduction = env.NODE_ENV === 'production';
  return {
    isProduction,
    refuseIn: isProduction && refuseFallbacks,
    dataDir: resolve(env.DATA_DIR ?? join(REPO_ROOT, 'data')),
    port: env.PORT,
    embeddedDb,
  };
}

export const server = definePart({
  name: 'server',
  settings,
  read: (env, at): ServerConfig => ({
    port: at.port,
    host: env.HOST,
    nodeEnv: env.NODE_ENV,
    isProduction: at.isProduction,
    dataDir: at.dataDir,
    trustProxy: env.TRUST_PROXY,
  }),
});
