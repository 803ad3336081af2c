import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordChangedMail, recoveryMail } from '../../src/delivery/templates';
import { twilioGateway } from '../../src/delivery/messaging';
import { describeEachDb } from '../helper';
import { startSmtpServer } from '../support/smtp';

describe('e-mails through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  describeEachDb('mailer', (ctx) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await ctx.buildTestApp({
        mail: { smtpUrl: smtp.url, from: 'Property Video <no-reply@propertyvideo.test>' },
      });
    });

    it('sends HTML and text in the given language; the outbox shows it sent', async () => {
      const to = `smtp-${ctx.kind}@example.com`;
      const link = 'http://portal.test/#/recover?token=abc';
      await app.mailer.send(to, recoveryMail('de', 'Jörg', link));

      // The outbox worker sends it right after, and marks it sent.
      const sent = async () => (await app.outbox.latest(1, to))[0]?.state === 'sent';
      for (let i = 0; i < 100 && !(await sent()); i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const mail = smtp.received.find((m) => m.envelopeTo.includes(to))!;
      expect(mail.from?.value[0]).toMatchObject({
        name: 'Property Video',
        address: 'no-reply@propertyvideo.test',
      });
      expect(mail.subject).toBe('Legen Sie ein neues Passwort für Ihr Property-Video-Konto fest');
      expect(mail.text).toContain('Hallo Jörg,');
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain('Neues Passwort festlegen');
      expect(await app.outbox.latest(10, to)).toMatchObject([{ state: 'sent', attempts: 1 }]);
    });
  });
});

describeEachDb('development outbox', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildTestApp();
  });

  it('keeps e-mails and texts when nothing is configured, newest first, listed at /dev/outbox', async () => {
    const to = `outbox-${ctx.kind}@example.com`;
    await app.mailer.send(to, passwordChangedMail('fr', '<Zoé>'));
    await app.messaging.send('+33612345678', 'whatsapp', 'Votre code est 123456');

    const json = await app.inject({ url: `/dev/outbox/messages?to=${encodeURIComponent(to)}` });
    expect(json.statusCode).toBe(200);
    const [mail] = json.json();
    expect(mail).toMatchObject({ channel: 'email', recipient: to, state: 'kept', attempts: 0 });
    expect(mail.subject).toBe('Le mot de passe de votre compte Property Video a été modifié');
    expect(mail.text).toContain('Bonjour <Zoé>,');
    expect(mail.html).toContain('Bonjour &lt;Zoé&gt;,');

    const html = await app.inject({ url: '/dev/outbox' });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('<h1>Development outbox</h1>');
    expect(html.body).toContain('Votre code est 123456');
    // Names are escaped on the page too.
    expect(html.body).not.toContain('<Zoé>');
  });

  it('lists the newest first past the ninth message too (ids in order as numbers, not as text)', async () => {
    const to = `+3361234${ctx.kind === 'pglite' ? '1' : '2'}000`;
    for (let n = 1; n <= 12; n++) await app.messaging.send(to, 'sms', `message ${n}`);
    const texts = (await app.outbox.latest(12, to)).map((m) => m.text);
    expect(texts).toEqual(Array.from({ length: 12 }, (_, i) => `message ${12 - i}`));
  });

  it("keeps an e-mail's attachments: listed with the message, downloadable from /dev/outbox", async () => {
    const to = `files-${ctx.kind}@example.com`;
    const pdf = Buffer.from('%PDF-1.7 invoice INV-000042 %%EOF');
    await app.mailer.send(to, {
      ...passwordChangedMail('en-us', 'Ada'),
      attachments: [
        { filename: 'invoice-INV-000042.pdf', content: pdf, contentType: 'application/pdf' },
      ],
    });
    const [mail] = (await app.inject({ url: `/dev/outbox/messages?to=${to}` })).json();
    expect(mail.attachments).toEqual([
      { filename: 'invoice-INV-000042.pdf', contentType: 'application/pdf', size: pdf.length },
    ]);
    const link = `/dev/outbox/messages/${mail.id}/attachments/0`;
    expect((await app.inject({ url: `/dev/outbox?to=${to}` })).body).toContain(`href="${link}"`);
    const file = await app.inject({ url: link });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('invoice-INV-000042.pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(
      (await app.inject({ url: `/dev/outbox/messages/${mail.id}/attachments/1` })).statusCode,
    ).toBe(404);
  });

  it('keeps several e-mails written together, each with its own attachments, in one transaction', async () => {
    const to = (n: number) => `together-${n}-${ctx.kind}@example.com`;
    const pdf = (n: number) => Buffer.from(`%PDF-1.7 invoice INV-00010${n} %%EOF`);
    const mails = [1, 2, 3].map((n) => ({
      to: to(n),
      mail: {
        ...passwordChangedMail(n === 2 ? 'de' : 'en-us', `Owner ${n}`),
        // The second carries nothing, the third two files.
        attachments:
          n === 2
            ? []
            : Array.from({ length: n === 3 ? 2 : 1 }, (_, i) => ({
                filename: `invoice-INV-00010${n}-${i}.pdf`,
                content: pdf(n + i),
                contentType: 'application/pdf',
              })),
      },
    }));
    // A transaction that fails writes none of them.
    await expect(
      app.db.transaction(async (tx) => {
        await app.mailer.sendAll(mails, tx);
        throw new Error('the change that causes them failed');
      }),
    ).rejects.toThrow('failed');
    expect(await app.outbox.latest(5, to(1))).toEqual([]);

    await app.db.transaction((tx) => app.mailer.sendAll(mails, tx));
    for (const n of [1, 2, 3]) {
      const [mail] = (await app.inject({ url: `/dev/outbox/messages?to=${to(n)}` })).json();
      expect(mail).toMatchObject({ channel: 'email', recipient: to(n), state: 'kept' });
      expect(mail.text).toContain(`Owner ${n}`);
      expect(mail.attachments.map((file: { filename: string }) => file.filename)).toEqual(
        mails[n - 1]!.mail.attachments.map((file) => file.filename),
      );
      for (const [i, file] of mails[n - 1]!.mail.attachments.entries()) {
        const read = await app.inject({ url: `/dev/outbox/messages/${mail.id}/attachments/${i}` });
        expect(read.rawPayload.equals(file.content)).toBe(true);
      }
    }
  });

  it('does not exist in production', async () => {
    const production = await ctx.buildTestApp({ isProduction: true, nodeEnv: 'production' });
    expect((await production.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
    expect((await production.inject({ url: '/dev/outbox/messages' })).statusCode).toBe(404);
  });
});

describe('Twilio gateway', () => {
  const requests: Array<{ url: string; authorization?: string; body: URLSearchParams }> = [];
  let status = 201;
  const server = createServer(async (req: IncomingMessage, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    requests.push({
      url: req.url!,
      authorization: req.headers.authorization,
      body: new URLSearchParams(body),
    });
    res.writeHead(status, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
  });
  let apiUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const config = () => ({
    accountSid: 'AC123',
    authToken: 'secret',
    from: '+15005550006',
    whatsappFrom: 'whatsapp:+14155238886',
    apiUrl,
  });

  it('posts an SMS and a WhatsApp message to the Messages API with basic auth', async () => {
    const send = twilioGateway(config());
    await send('+447700900123', 'sms', 'Code 111111');
    await send('+447700900123', 'whatsapp', 'Code 222222');
    expect(requests[0]!.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(requests[0]!.authorization).toBe(
      `Basic ${Buffer.from('AC123:secret').toString('base64')}`,
    );
    expect(Object.fromEntries(requests[0]!.body)).toEqual({
      To: '+447700900123',
      From: '+15005550006',
      Body: 'Code 111111',
    });
    expect(Object.fromEntries(requests[1]!.body)).toMatchObject({
      To: 'whatsapp:+447700900123',
      From: 'whatsapp:+14155238886',
    });
  });

  it('reports a refused message as a delivery failure', async () => {
    status = 400;
    await expect(twilioGateway(config())('+447700900123', 'sms', 'x')).rejects.toMatchObject({
      code: 'DELIVERY_FAILED',
    });
    status = 201;
  });
});
