import type { ServerOptions } from 'node:http';
import { join } from 'node:path';
import autoload from '@fastify/autoload';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { BODY_LIMIT_BYTES } from '@portal/shared/constants';
import { requireAuthentication } from './auth/public-routes';
import { requirePermissions } from './auth/route-permissions';
import type { Config } from './config';
import type { Db } from './db/db';
import { AppError } from './errors/app-error';
import errorHandler, { sendError } from './errors/error-handler';
import { logRequest, loggerOptions, requestLogger, type LogStream } from './logger';
import metrics from './plugins/metrics';
import activity from './activity/activity';
import accountSettings from './accounts/account-settings';
import phoneProof from './accounts/phone-proof';
import settingsRepository from './accounts/settings-repository';
import accountsRepository from './accounts/accounts-repository';
import agents from './agents/agents';
import assetsRepository from './assets/assets-repository';
import builtinAssets from './assets/builtin-assets';
import brandKitRepository from './brand-kit/brand-kit-repository';
import brandKitService from './brand-kit/brand-kit-service';
import uploadSweep from './assets/upload-sweep';
import authService from './auth/auth-service';
import authenticate from './auth/authenticate';
import loginLimiter from './auth/login-limiter';
import membersRepository from './members/members-repository';
import membersService from './members/members-service';
import oneTimeCodes from './auth/one-time-codes';
import passwordRecovery from './auth/password-recovery';
import passkeysRepository from './passkeys/passkeys-repository';
import passkeysService from './passkeys/passkeys-service';
import refreshTokensRepository from './auth/refresh-tokens-repository';
import sessions from './auth/sessions';
import loginGate from './second-factor/login-gate';
import secondFactorRepository from './second-factor/second-factor-repository';
import secondFactorService from './second-factor/second-factor-service';
import signInRepository from './auth/sign-in-repository';
import socialSignIn from './auth/social-sign-in';
import handoff from './auth/handoff';
import billing from './billing/billing';
import accountDeletion from './account-deletion/account-deletion';
import billingJob from './billing/billing-job';
import invoicePdfs from './billing/invoice-pdfs';
import importsService from './imports/imports-service';
import dataExport from './data-export/data-export';
import jobs from './jobs/jobs-plugin';
import mailer from './delivery/mailer';
import messaging from './delivery/messaging';
import outbox from './delivery/outbox-repository';
import outboxWorker from './delivery/outbox-worker';
import textBudget from './delivery/text-budget';
import demoSamples from './demo/demo-samples';
import demoSeed from './demo/demo-seed';
import background from './plugins/background';
import dbPlugin from './plugins/db';
import configPlugin from './plugins/config';
import compress from './plugins/external/compress';
import cors from './plugins/external/cors';
import rateLimit from './plugins/external/rate-limit';
import redis from './plugins/external/redis';
import webStatic from './web/static';
import swagger from './plugins/external/swagger';
import invitationsRepository from './profiles/invitations-repository';
import profilesRepository from './profiles/profiles-repository';
import profilesService from './profiles/profiles-service';
import securityHeaders from './web/security-headers';
import { responseSerializerCompiler } from './serializer';

export interface BuildOptions {
  /** A database the caller opened and will close (tests share one per suite). */
  db?: Db;
  /** Log destination; stdout when absent. */
  logStream?: LogStream;
  /** Called for every route as it is registered (tests list them). */
  onRoute?: (route: RouteOptions) => void;
  /** The clock of time-limited codes (handoff); tests move it. */
  now?: () => number;
}

/** Methods whose body, when a client sends one at all, means nothing to any route. */
const BODILESS_METHODS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

/**
 * How deep a JSON body may nest arrays and objects: no form goes past a few levels, and what walks
 * a parsed body recursively (the ill-formed text check of every route, a schema) ran out of stack
 * on valid JSON of 20,000 nested arrays (a 500).
 */
export const JSON_MAX_DEPTH = 32;

/** Whether JSON text opens more than `max` arrays or objects ([ or {) inside each other. */
function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string, skipped at once to the first quote after it that no backslash escapes: a
      // picture's megabytes of base64 cost next to nothing.
      let end = text.indexOf('"', i + 1);
      while (end > 0) {
        let backslashes = 0;
        while (text.charCodeAt(end - 1 - backslashes) === 0x5c) backslashes++;
        if (backslashes % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      if (end < 0) return false; // not JSON: the parser says so
      i = end;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * The one JSON parser of every route. Mobile HTTP clients often send `Content-Type:
 * application/json` on every call: an empty body on GET or DELETE is no body, not malformed JSON.
 * A body nested deeper than JSON_MAX_DEPTH is refused before it is parsed. Anything else goes to
 * Fastify's own parser (with its prototype-poisoning protection).
 */
function acceptEmptyJsonWithoutBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' && BODILESS_METHODS.has(request.method)) return done(null, undefined);
    if (nestedDeeperThan(body as string, JSON_MAX_DEPTH))
      return done(new AppError('BODY_TOO_DEEP'), undefined);
    return parseJson(request, body as string, done);
  });
}

// The sources run as TypeScript (tsx, vitest): tell @fastify/autoload it may import .ts files,
// which it cannot detect when tsx is loaded with `node --import tsx`.
if (import.meta.url.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= 'true';

/** Builds the whole API, migrated and seeded, ready for listen() or inject(). */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const serverOptions: FastifyServerOptions & { http: ServerOptions } = {
    logger: loggerOptions(config.logLevel, options.logStream),
    // One line per request instead of two, without credentials in its URL (logger.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // Each request's logger is made on its first line (logger.ts).
    childLoggerFactory: requestLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    // Opening a new PGlite database and migrating it takes seconds, far more on a busy machine:
    // Fastify's 10 s default made a cold start fail.
    pluginTimeout: 120_000,
    // Slow clients (a body or headers trickled byte by byte) cannot hold a connection open:
    // Node checks these limits every `connectionsCheckingInterval`, so that is kept short.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 10_000),
      connectionsCheckingInterval: Math.min(1_000, config.requestTimeoutMs),
    },
    // A hop count becomes the equivalent function (Fastify's types only take the other forms).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  };
  const app = Fastify(serverOptions);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  acceptEmptyJsonWithoutBody(app);
  app.addHook('onResponse', (request, reply, done) => {
    logRequest(request, reply);
    done();
  });

  try {
    if (options.onRoute) app.addHook('onRoute', options.onRoute);
    // Before anything adds a route: every route needs a token unless it is on the public list.
    requireAuthentication(app);
    // Then every protected route's permission for the caller's role (issue 37), after its token.
    requirePermissions(app);
    await app.register(configPlugin, { config });
    await app.register(errorHandler);
    await app.register(securityHeaders);
    await app.register(metrics);

    // Third-party plugins (static files before swagger: the pages' routes stay out of /docs).
    for (const plugin of [compress, cors, redis, rateLimit, webStatic, swagger]) {
      await app.register(plugin);
    }
    // Then the domains, each plugin after those it declares in `dependencies` (fastify-plugin
    // checks them as it registers): the database, delivery (the outbox every other domain sends
    // through), the background runner and the durable jobs (domains register their kinds); the
    // account repositories before auth (a session loads its account), the account settings after
    // it (they send codes and end sessions); assets
    // before profiles (a profile names its pictures), the brand kit before the profiles service
    // (profiles start from it), profiles before the agents' app and billing
    // (seats); the demo account last, as it fills all of them.
    const domains = [
      [dbPlugin, { db: options.db }],
      [outbox],
      [mailer],
      [messaging],
      [outboxWorker],
      [textBudget],
      [background],
      [jobs],
      [accountsRepository],
      [settingsRepository],
      // The members before sessions: a member's login is checked against their membership.
      [membersRepository],
      [refreshTokensRepository],
      [signInRepository],
      [oneTimeCodes],
      [loginLimiter],
      [sessions],
      [authenticate],
      // The activity log: its hook records every write route registered after it (all of them).
      [activity],
      // Every portal sign-in ends at the gate: the session, or the second factor's step.
      [secondFactorRepository],
      [loginGate],
      [authService],
      [secondFactorService, { now: options.now }],
      // The team: invitations sign the invited person in (the auth service's sessions).
      [membersService],
      [socialSignIn],
      [passwordRecovery],
      // Passkeys (issue 38): sign in without a password, and a second factor.
      [passkeysRepository],
      [passkeysService],
      [handoff, { now: options.now }],
      [accountSettings],
      [phoneProof],
      [assetsRepository],
      [builtinAssets],
      [uploadSweep],
      [profilesRepository],
      [invitationsRepository],
      [brandKitRepository],
      [brandKitService],
      [profilesService],
      // The import writes profiles through the profiles service, in durable jobs.
      [importsService],
      [agents],
      [billing],
      [invoicePdfs],
      // "Export my data" (issue 39): reads every domain's data into one ZIP, in a durable job.
      [dataExport],
      [billingJob],
      // Deleting an account (issue 39): refuses its sign-ins at the gate, cancels its billing.
      [accountDeletion],
      [demoSeed],
      [demoSamples],
    ] as const;
    for (const [plugin, pluginOptions] of domains) {
      await app.register(plugin as FastifyPluginAsync, pluginOptions ?? {});
    }
    // Then the routes: folder = URL, autohooks.ts = hooks of that folder.
    await app.register(autoload, {
      dir: join(import.meta.dirname, 'routes'),
      autoHooks: true,
      cascadeHooks: true,
    });

    app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) =>
      sendError(request, reply, new AppError('NOT_FOUND')),
    );
    await app.ready();
  } catch (error) {
    // Release whatever opened (database, Redis) before reporting the failure.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
