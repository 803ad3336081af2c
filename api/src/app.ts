import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { BODY_LIMIT_BYTES } from '@portal/shared/constants';
import type { Config } from './config';
import type { Db } from './db/db';
import { AppError } from './errors/app-error';
import errorHandler, { sendError } from './errors/error-handler';
import { loggerOptions, type LogStream } from './logger';
import accountsRepository from './plugins/app/accounts/accounts-repository';
import authenticate from './plugins/app/auth/authenticate';
import loginLimiter from './plugins/app/auth/login-limiter';
import oneTimeCodes from './plugins/app/auth/one-time-codes';
import passwordRecovery from './plugins/app/auth/password-recovery';
import signIn from './plugins/app/auth/sign-in';
import signInRepository from './plugins/app/auth/sign-in-repository';
import socialSignIn from './plugins/app/auth/social-sign-in';
import refreshTokensRepository from './plugins/app/auth/refresh-tokens-repository';
import sessions from './plugins/app/auth/sessions';
import configPlugin from './plugins/app/config';
import dbPlugin from './plugins/app/db';
import mailer from './plugins/app/delivery/mailer';
import messaging from './plugins/app/delivery/messaging';
import outbox from './plugins/app/delivery/outbox-repository';
import demoSeed from './plugins/app/demo-seed';
import securityHeaders from './plugins/app/security-headers';
import rateLimit from './plugins/external/rate-limit';
import redis from './plugins/external/redis';
import staticFiles from './plugins/external/static';
import swagger from './plugins/external/swagger';
import devOutbox from './routes/dev/outbox';
import runtimeConfig from './routes/runtime-config';
import v2 from './routes/v2/index';

export interface BuildOptions {
  /** A database the caller opened and will close (tests share one per suite). */
  db?: Db;
  /** Log destination; stdout when absent. */
  logStream?: LogStream;
}

/** Builds the whole API, migrated and seeded, ready for listen() or inject(). */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const serverOptions: FastifyServerOptions = {
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    // Opening a new PGlite database and migrating it takes seconds, far more on a busy machine:
    // Fastify's 10 s default made a cold start fail.
    pluginTimeout: 120_000,
    // A hop count becomes the equivalent function (Fastify's types only take the other forms).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  };
  const app = Fastify(serverOptions);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  try {
    await app.register(configPlugin, { config });
    await app.register(errorHandler);
    await app.register(securityHeaders);
    await app.register(redis);
    await app.register(rateLimit);
    await app.register(swagger);
    await app.register(dbPlugin, { db: options.db });
    await app.register(accountsRepository);
    await app.register(refreshTokensRepository);
    await app.register(sessions);
    await app.register(authenticate);
    await app.register(loginLimiter);
    await app.register(outbox);
    await app.register(mailer);
    await app.register(messaging);
    await app.register(signInRepository);
    await app.register(signIn);
    await app.register(oneTimeCodes);
    await app.register(passwordRecovery);
    await app.register(socialSignIn);
    await app.register(demoSeed);

    await app.register(v2, { prefix: '/v2' });
    await app.register(runtimeConfig);
    if (!config.isProduction) await app.register(devOutbox, { prefix: '/dev' });
    await app.register(staticFiles);

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
