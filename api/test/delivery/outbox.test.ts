import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import { passwordChangedMail } from '../../src/delivery/templates';
import type { OutboxMessage } from '../../src/delivery/outbox-repository';
import {
  describeEachDb,
  TEST_PG_URL,
  testConfig,
  uniqueEmail,
  validAccount,
  type TestContext,
} from '../helper';
import { startSmtpServer, type SmtpRefusal } from '../support/smtp';

const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');
const FROM = 'Property Video <no-reply@propertyvideo.test>';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns something, as a person waits for an e-mail. */
async function waitFor<T>(check: () => T | undefined | Promise<T | undefined>, ms = 15_000) {
  const started = Date.now();
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() - started > ms) throw new Error('waited in vain');
    await sleep(50);
  }
}

const greylisted: SmtpRefusal = { code: 451, text: '4.7.1 Greylisted, try again later' };

describeEachDb('durable outbox', (ctx) => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  /** An app on the suite's database; closed by the test, so its worker stops taking messages. */
  async function instance(overrides: Partial<Config>) {
    const config = testConfig(overrides);
    const app = await buildApp(config, { db: ctx.db() });
    apps.push(app);
    return app;
  }
  const smtpApp = (url: string, retryMs = 100, maxAttempts = 8) =>
    instance({ mail: { smtpUrl: url, from: FROM }, outbox: { retryMs, maxAttempts } });
  const rowOf = async (app: FastifyInstance, to: string) =>
    ((await app.outbox.latest(5, to)) as OutboxMessage[])[0];
  /** The row once its attempt is recorded: the mail server has a message before the outbox notes it. */
  const recorded = (app: FastifyInstance, to: string) =>
    waitFor(async () => {
      const row = await rowOf(app, to);
      return row?.state === 'sending' ? undefined : row;
    });

  it('a mail server refusing twice (451) then taking the e-mail: delivered once, sent after 3 attempts', async () => {
    const smtp = await startSmtpServer({ refuse: (n) => (n <= 2 ? greylisted : null) });
    const app = await smtpApp(smtp.url);
    try {
      const to = uniqueEmail('retry');
      const started = Date.now();
      // The caller does not see the refusals.
      await app.mailer.send(to, passwordChangedMail('en-us', 'Ada'));
      const mail = await waitFor(() => smtp.received.find((m) => m.envelopeTo.includes(to)));
      expect(mail.subject).toBe('Your Property Video password was changed');
      // Backoff: 100 ms, then 400 ms.
      expect(Date.now() - started).toBeGreaterThanOrEqual(500);
      await sleep(600);
      expect(smtp.received.filter((m) => m.envelopeTo.includes(to))).toHaveLength(1);
      expect(smtp.offered()).toBe(3);
      const row = await recorded(app, to);
      expect(row).toMatchObject({ state: 'sent', attempts: 3, nextAttemptAt: null });
      expect(Date.parse(row!.sentAt!)).toBeGreaterThanOrEqual(Date.parse(row!.createdAt));
      // The operator still sees what the server said before it took it.
      expect(row!.lastError).toContain('Greylisted');
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it("a refusal that lasts: failed after the last attempt, the server's answer kept; a 550 fails at once", async () => {
    const smtp = await startSmtpServer({
      refuse: () => greylisted,
    });
    const app = await smtpApp(smtp.url, 50, 3);
    try {
      const to = uniqueEmail('lasting');
      await app.mailer.send(to, passwordChangedMail('en-us', 'Ada'));
      const row = await waitFor(async () => {
        const found = await rowOf(app, to);
        return found?.state === 'failed' ? found : undefined;
      });
      expect(row).toMatchObject({ attempts: 3, nextAttemptAt: null, sentAt: null });
      expect(row.lastError).toMatch(/^451 .*Greylisted/);
      expect(smtp.offered()).toBe(3);
      expect(smtp.received).toEqual([]);
      expect(await app.outbox.stats()).toMatchObject({ failed: expect.any(Number) });
      expect((await app.outbox.stats()).failed).toBeGreaterThanOrEqual(1);
    } finally {
      await app.close();
      await smtp.close();
    }

    const refusing = await startSmtpServer({
      refuse: () => ({ code: 550, text: '5.1.1 No such user here' }),
    });
    const other = await smtpApp(refusing.url, 50, 3);
    try {
      const to = uniqueEmail('nouser');
      await other.mailer.send(to, passwordChangedMail('en-us', 'Ada'));
      const row = await waitFor(async () => {
        const found = await rowOf(other, to);
        return found?.state === 'failed' ? found : undefined;
      });
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/^550 .*No such user here/);
    } finally {
      await other.close();
      await refusing.close();
    }
  });

  it('two instances on one database send each queued message once', async () => {
    const smtp = await startSmtpServer({ delayMs: 20 });
    const first = await smtpApp(smtp.url);
    const second = await smtpApp(smtp.url);
    try {
      const recipients = Array.from({ length: 24 }, () => uniqueEmail('twice'));
      await Promise.all(
        recipients.map((to, i) =>
          (i % 2 ? first : second).mailer.send(to, passwordChangedMail('en-us', 'Ada')),
        ),
      );
      await waitFor(() =>
        recipients.every((to) => smtp.received.some((m) => m.envelopeTo.includes(to)))
          ? true
          : undefined,
      );
      await sleep(500);
      for (const to of recipients) {
        expect(
          smtp.received.filter((m) => m.envelopeTo.includes(to)),
          to,
        ).toHaveLength(1);
        expect(await recorded(first, to)).toMatchObject({ state: 'sent', attempts: 1 });
      }
      expect(smtp.offered()).toBe(recipients.length);
    } finally {
      await first.close();
      await second.close();
      await smtp.close();
    }
  });

  it("is written in the caller's transaction: a change rolled back leaves no message", async () => {
    const smtp = await startSmtpServer();
    const app = await smtpApp(smtp.url);
    try {
      const kept = uniqueEmail('kept');
      const dropped = uniqueEmail('dropped');
      await expect(
        app.db.transaction(async (tx) => {
          await app.mailer.send(dropped, passwordChangedMail('en-us', 'Ada'), tx);
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      await app.db.transaction(async (tx) => {
        await app.mailer.send(kept, passwordChangedMail('en-us', 'Ada'), tx);
      });
      // Woken by the commit: there within a second or two, not at the next 5 s poll.
      const started = Date.now();
      await waitFor(() => smtp.received.find((m) => m.envelopeTo.includes(kept)));
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(await app.outbox.latest(5, dropped)).toEqual([]);
      expect(smtp.received.filter((m) => m.envelopeTo.includes(dropped))).toEqual([]);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('takes again a message whose instance died while sending it, once its lease ran out', async () => {
    const idle = await instance({});
    const [abandoned, held] = [uniqueEmail('abandoned'), uniqueEmail('held')];
    for (const to of [abandoned, held])
      await idle.outbox.enqueue(
        { channel: 'email', recipient: to, subject: 'Hello', text: 'Hello', html: null },
        'queued',
      );
    // What a claim leaves behind: one whose lease ran out (its instance died), one still held.
    await ctx.db().query(
      `UPDATE outbox_messages SET state = 'sending', attempts = 1,
         lease_until = now() + CASE recipient WHEN $1 THEN interval '-1 second' ELSE interval '1 minute' END
       WHERE recipient IN ($1, $2)`,
      [abandoned, held],
    );
    const smtp = await startSmtpServer();
    const app = await smtpApp(smtp.url);
    try {
      const mail = await waitFor(() => smtp.received.find((m) => m.envelopeTo.includes(abandoned)));
      const row = await recorded(app, abandoned);
      expect(row).toMatchObject({ state: 'sent', attempts: 2 });
      // Named by its outbox row: had the dead instance's attempt gone out too, both copies carry
      // the same Message-ID, and mail clients show one.
      expect(mail.messageId).toBe(`<outbox-${row!.id}@propertyvideo.test>`);
      await sleep(300);
      expect(smtp.received.filter((m) => m.envelopeTo.includes(held))).toEqual([]);
      expect(await rowOf(app, held)).toMatchObject({ state: 'sending', attempts: 1 });
    } finally {
      await app.close();
      await smtp.close();
      await ctx.db().query(`DELETE FROM outbox_messages WHERE recipient = $1`, [held]);
    }
  });

  it('texts through Twilio: a refused number is said at once, an outage is retried', async () => {
    const answers: number[] = [];
    const bodies: string[] = [];
    const twilio = createHttpServer(async (req, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      const status = answers.shift() ?? 201;
      if (status === 201) bodies.push(new URLSearchParams(body).get('Body')!);
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(status === 400 ? '{"code":21211,"message":"Invalid To number"}' : '{"sid":"SM1"}');
    });
    await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`;
    const app = await instance({
      twilio: {
        accountSid: 'AC1',
        authToken: 't',
        from: '+15005550006',
        whatsappFrom: null,
        apiUrl,
      },
      outbox: { retryMs: 100, maxAttempts: 8 },
    });
    try {
      const number = `+4477009${String(randomBytes(3).readUIntBE(0, 3) % 100_000).padStart(5, '0')}`;
      answers.push(400);
      await expect(app.messaging.send(number, 'sms', 'Code 111111')).rejects.toMatchObject({
        code: 'DELIVERY_FAILED',
      });
      expect(await rowOf(app, number)).toMatchObject({ state: 'failed', attempts: 1 });
      expect((await rowOf(app, number))!.lastError).toContain('Invalid To number');

      answers.push(503);
      await app.messaging.send(number, 'sms', 'Code 222222');
      // The gateway takes the text before the outbox records its answer: wait for the record.
      const sent = await waitFor(async () => {
        const row = await rowOf(app, number);
        return row?.state === 'sent' ? row : undefined;
      });
      expect(sent).toMatchObject({ state: 'sent', attempts: 2 });
      expect(bodies).toEqual(['Code 222222']);
    } finally {
      await app.close();
      await new Promise<void>((resolve) => twilio.close(() => resolve()));
    }
  });

  it('reports what waits and what failed, for the metrics', async () => {
    // No worker takes these: no instance has SMTP while they wait.
    const app = await instance({});
    const to = uniqueEmail('stats');
    const before = await app.outbox.stats();
    await app.outbox.enqueue(
      { channel: 'email', recipient: to, subject: 's', text: 't', html: null },
      'queued',
    );
    await ctx
      .db()
      .query(
        `UPDATE outbox_messages SET created_at = now() - interval '90 seconds' WHERE recipient = $1`,
        [to],
      );
    const after = await app.outbox.stats();
    expect(after.queued).toBe(before.queued + 1);
    expect(after.oldestQueuedAgeSeconds).toBeGreaterThanOrEqual(90);
    await ctx.db().query(`DELETE FROM outbox_messages WHERE recipient = $1`, [to]);
  });

  it('a crash (kill -9) between the commit and the sending: sent after the restart, once', async () => {
    await crashBetweenCommitAndSend(ctx);
  }, 360_000);
});

/** A port nothing listens on (yet): the mail server is down. */
async function freePort() {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The real server entry as a child process; resolves with its address once it listens. */
async function startServer(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'api', 'src', 'server.ts')],
    {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', DEMO_ACCOUNT: 'false', ...env },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const address = await new Promise<string>((ready, failed) => {
    const timer = setTimeout(() => failed(new Error(`not started:\n${output}`)), 180_000);
    child.stdout.on('data', () => {
      const found = /portal listening on (http:\/\/[^\s,)]+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        ready(found[1]!);
      }
    });
    child.on('exit', () => failed(new Error(`exited:\n${output}`)));
  });
  return { child, address, output: () => output };
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });

async function crashBetweenCommitAndSend(ctx: TestContext) {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-crash-'));
  let database: Record<string, string> = { ALLOW_EMBEDDED_DB: 'true' };
  const name = `outbox_crash_${process.pid}_${randomBytes(3).toString('hex')}`;
  if (ctx.kind === 'postgres') {
    const admin = new pg.Client({ connectionString: TEST_PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(TEST_PG_URL);
    url.pathname = `/${name}`;
    database = { DATABASE_URL: url.toString() };
  }
  const port = await freePort();
  const env = {
    ...database,
    DATA_DIR: dir,
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    // Retries after 0.5 s, 2 s, 8 s…
    OUTBOX_RETRY_MS: '500',
  };
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  try {
    server = await startServer(env);
    const account = validAccount();
    const email = account.email as string;
    const outbox = async (address: string) =>
      (await (
        await fetch(`${address}/dev/outbox/messages?to=${encodeURIComponent(email)}`)
      ).json()) as OutboxMessage[];
    const post = (path: string, body: unknown) =>
      fetch(`${server!.address}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/v2/users', account)).status).toBe(201);
    const recovery = await post('/v2/auth/email/recovery', { email });
    expect(recovery.status).toBe(200);
    // Committed, refused twice (connection refused), queued for a try 2 s later: then killed.
    const pending = await waitFor(async () => {
      const [row] = await outbox(server!.address);
      return row?.state === 'queued' && row.attempts === 2 ? row : undefined;
    }).catch((error: Error) => {
      throw new Error(`${error.message}:\n${server?.output()}`);
    });
    expect(pending.subject).toBe('Set a new password for your Property Video account');
    expect(pending.lastError).toContain('ECONNREFUSED');
    await killed(server.child);
    server = undefined;

    // The mail server is up now, at the address the API knows.
    smtp = await startSmtpServer({ port });
    server = await startServer(env);
    const mail = await waitFor(() => smtp!.received.find((m) => m.envelopeTo.includes(email)));
    expect(mail.text).toContain('/#/recover?token=');
    await sleep(1_500);
    expect(smtp.received).toHaveLength(1);
    const [sent] = await outbox(server.address);
    expect(sent).toMatchObject({ id: pending.id, state: 'sent', attempts: 3 });
  } finally {
    if (server) await killed(server.child);
    await smtp?.close();
    rmSync(dir, { recursive: true, force: true });
    if (ctx.kind === 'postgres') {
      const admin = new pg.Client({ connectionString: TEST_PG_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
}
