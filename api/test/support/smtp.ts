import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A refusal the server answers to a message instead of taking it, e.g. 451 "try again later". */
export interface SmtpRefusal {
  code: number;
  text: string;
}

/**
 * A real SMTP server on a free port (or `port`) that keeps every message it receives, parsed.
 * `refuse(n)` may refuse the n-th message it is given (1, 2, …) with an SMTP answer.
 */
export async function startSmtpServer({
  delayMs = 0,
  port = 0,
  refuse,
}: { delayMs?: number; port?: number; refuse?: (n: number) => SmtpRefusal | null } = {}) {
  const received: Array<ParsedMail & { envelopeTo: string[] }> = [];
  let offered = 0;
  const server = new SMTPServer({
    authOptional: true,
    // No certificate here: plain SMTP, as with Mailpit in docker-compose.yml.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      offered += 1;
      const refusal = refuse?.(offered) ?? null;
      simpleParser(stream).then(
        async (mail) => {
          if (refusal) {
            callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
            return;
          }
          if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
          received.push(Object.assign(mail, { envelopeTo }));
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    received,
    /** How many messages it was given, refused ones included. */
    offered: () => offered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
