import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { startTelemetry } from './telemetry/start';

// Traces first, when configured: the instrumentations patch http, pg and ioredis as they load,
// so the app's modules are imported after it.
const stopTelemetry = await startTelemetry();
const { buildApp } = await import('./app');
const { ConfigError, loadConfig } = await import('./config');
const { DataDirInUseError } = await import('./db/data-dir');
const { StartupError } = await import('./db/wait');
const { externalParts, partsTable } = await import('./doctor');
const { DEMO_PHONE } = await import('./demo/demo-seed');
const { demoVideoId } = await import('./demo/demo-samples');

/** Entry point of `npm start` and of the container: one process serving the API and the web. */
let config: Config;
let app: FastifyInstance;
try {
  config = loadConfig();
  app = await buildApp(config);
} catch (error) {
  // A refusal to start is a message for the person starting it, not a stack trace.
  const known =
    error instanceof DataDirInUseError ||
    error instanceof ConfigError ||
    error instanceof StartupError;
  console.error(known ? `\n  Not starting: ${(error as Error).message}\n` : error);
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      // The last spans are sent before the process ends.
      .then(() => stopTelemetry?.())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}

const address = await app.listen({ port: config.port, host: config.host });
const local = `http://localhost:${config.port}`;
app.log.info(
  {
    address,
    node: process.version,
    database: config.database.kind,
    redis: Boolean(config.redisUrl),
  },
  `portal listening on ${address} with Node ${process.version} (open ${local}/#/login${config.apiDocs ? `, API docs at ${local}/docs` : ''})`,
);
// What is real and what is a development stand-in (npm run doctor prints the same).
const parts = externalParts(config);
if (config.isProduction) {
  // Production runs on a fallback only by its ALLOW_* setting: each one is a warning.
  for (const { part, uses, status, allowedBy } of parts) {
    const fields = { part, uses, status, ...(allowedBy ? { allowedBy } : {}) };
    if (status === 'fallback')
      app.log.warn(fields, `${part}: development fallback in production: ${uses}`);
    else app.log.info(fields, `${part}: ${uses}`);
  }
} else {
  console.log(
    `\n  External parts (npm run doctor):\n${partsTable(parts, false)
      .map((line) => `  ${line}`)
      .join('\n')}`,
  );
}
if (!config.isProduction && (!config.mail.smtpUrl || !config.twilio)) {
  // Without SMTP or an SMS gateway, codes and links land in the outbox: say where to read them.
  console.log(`\n  Outbox (e-mails and text messages not sent): ${local}/dev/outbox`);
}
if (config.demo.enabled) {
  // Printed on purpose at every start so a newcomer can sign in; never on in production.
  const videoId = await demoVideoId(app);
  console.log(
    `\n  Demo account: ${config.demo.email} / ${config.demo.password} (or phone ${DEMO_PHONE})\n  Portal: ${local}/#/login\n` +
      (videoId ? `  Sample video: ${local}/#/video/${videoId}\n` : ''),
  );
}
