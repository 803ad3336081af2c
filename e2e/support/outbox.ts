import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxMessage {
  channel: 'email' | 'sms' | 'whatsapp';
  recipient: string;
  subject: string | null;
  text: string;
}

/**
 * The newest message to an address or number that matches, read from the development outbox as a
 * newcomer would read /dev/outbox; waits for it (e-mails are sent after the answer).
 */
export async function latestMessage(
  request: APIRequestContext,
  to: string,
  matches: (message: OutboxMessage) => boolean = () => true,
  after = 0,
): Promise<OutboxMessage & { id: string }> {
  let found: (OutboxMessage & { id: string }) | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/outbox/messages?to=${encodeURIComponent(to)}`);
        const messages = (await res.json()) as Array<OutboxMessage & { id: string }>;
        found = messages.find((m) => Number(m.id) > after && matches(m));
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** Id of the newest message to this recipient so far (0 if none): later ones are new. */
export async function lastMessageId(request: APIRequestContext, to: string): Promise<number> {
  const res = await request.get(`/dev/outbox/messages?to=${encodeURIComponent(to)}&limit=1`);
  const [message] = (await res.json()) as Array<{ id: string }>;
  return message ? Number(message.id) : 0;
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
export const recoveryLinkIn = (text: string) =>
  /https?:\/\/\S+#\/recover\?token=[\w-]+/.exec(text)![0];
