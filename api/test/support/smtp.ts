import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free port that keeps every message it receives, parsed. */
export async function startSmtpServer({ delayMs = 0 } = {}) {
  const received: Array<ParsedMail & { envelopeTo: string[] }> = [];
  const server = new SMTPServer({
    authOptional: true,
    // No certificate here: plain SMTP, as with Mailpit in docker-compose.yml.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        async (mail) => {
          if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
          received.push(Object.assign(mail, { envelopeTo }));
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
