import { UAParser } from 'ua-parser-js';
import { isLocale, LOCALE_TAGS, type Locale } from '@portal/shared/i18n/locales';
import type { Db } from '../db/db';
import type { Mailer } from '../delivery/mailer';
import { layoutMail, mailFrame, SUPPORT_EMAIL, type MailContent } from '../delivery/templates';
import { fill } from '../i18n/format';
import { translate } from '../i18n/translate';

/** Where a portal sign-in comes from: its address and its browser's User-Agent. */
export interface SignInClient {
  ip?: string | null | undefined;
  userAgent?: string | null | undefined;
}

/** Whose login: the account's own (its owner, `memberId` null) or a member's. */
export interface Person {
  accountId: string;
  memberId: string | null;
}

/** Stored at most this long; a longer User-Agent is cut (the parser needs far less). */
export const USER_AGENT_MAX = 512;

/** The browser and system a User-Agent names ('Chrome', 'macOS'); null for what it does not say. */
export function parseUserAgent(userAgent: string | null | undefined): {
  browser: string | null;
  os: string | null;
} {
  if (!userAgent) return { browser: null, os: null };
  const result = new UAParser(userAgent.slice(0, USER_AGENT_MAX)).getResult();
  const os = result.os.name === 'Mac OS' ? 'macOS' : (result.os.name ?? null);
  return { browser: result.browser.name ?? null, os };
}

/**
 * The device a sign-in is recognised by: browser and system, without versions (an update is no
 * new device). Null when the User-Agent names no browser (a script, an API client, a test
 * runner): nothing to recognise, no e-mail, and it is no first device either.
 */
export function deviceKey(userAgent: string | null | undefined): string | null {
  const { browser, os } = parseUserAgent(userAgent);
  if (!browser) return null;
  return `${browser ?? '?'}|${os ?? '?'}`.slice(0, 200);
}

/** "Chrome on macOS", in words of the person's language. */
function deviceWords(locale: Locale, userAgent: string | null | undefined): string {
  const { browser, os } = parseUserAgent(userAgent);
  const unknown = translate(locale, 'delivery.sessions.unknown');
  if (browser && os) return fill(translate(locale, 'delivery.sessions.device'), { browser, os });
  return browser ?? os ?? unknown;
}

/** The new-device e-mail: when, which device, from which address, and what to do if not them. */
export function newDeviceMail(
  locale: Locale,
  name: string,
  at: Date,
  client: SignInClient,
): MailContent {
  const t = (id: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    fill(translate(locale, id), params);
  // In UTC, said so: the server does not know the person's time zone.
  const time = `${new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at)} UTC`;
  return layoutMail(locale, {
    ...mailFrame(locale, name),
    subject: t('delivery.sessions.newDevice.subject'),
    paragraphs: [
      t('delivery.sessions.newDevice.body'),
      t('delivery.sessions.newDevice.details', {
        time,
        device: deviceWords(locale, client.userAgent),
        ip: client.ip ?? t('delivery.sessions.unknown'),
      }),
    ],
    after: [
      t('delivery.sessions.newDevice.ifYou'),
      t('delivery.sessions.newDevice.notYou', { support: SUPPORT_EMAIL }),
    ],
  });
}

/**
 * Remembers the device of a sign-in and, when the person has signed in before but never from it,
 * queues the new-device e-mail in the same transaction. The person's very first sign-in (no device
 * known yet) only remembers it. Two sign-ins at once from the same new device send one e-mail (the
 * unique index decides which one is first).
 */
export async function noticeDevice(
  db: Db,
  mailer: Mailer,
  person: Person,
  client: SignInClient,
): Promise<'first' | 'known' | 'new' | 'unknown'> {
  const device = deviceKey(client.userAgent);
  if (!device) return 'unknown';
  return db.transaction(async (tx) => {
    const owner = person.memberId === null;
    const who = owner ? person.accountId : person.memberId;
    const column = owner ? 'account_id' : 'member_id';
    const seen = await tx.one<{ any: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM known_devices WHERE ${column} = $1) AS any`,
      [who],
    );
    const inserted = await tx.one<{ device: string }>(
      `INSERT INTO known_devices (${column}, device) VALUES ($1, $2)
       ON CONFLICT (${column}, device) WHERE ${column} IS NOT NULL DO NOTHING RETURNING device`,
      [who, device],
    );
    if (!inserted) return 'known';
    if (!seen?.any) return 'first';
    const contact = await tx.one<{ email: string; first_name: string; locale: string | null }>(
      owner
        ? 'SELECT email, first_name, locale FROM accounts WHERE id = $1'
        : `SELECT m.email, m.first_name, a.locale FROM members m, accounts a
           WHERE m.id = $1 AND a.id = $2`,
      owner ? [person.accountId] : [person.memberId, person.accountId],
    );
    if (!contact) return 'new';
    const locale: Locale = isLocale(contact.locale) ? contact.locale : 'en-us';
    await mailer.send(
      contact.email,
      newDeviceMail(locale, contact.first_name, new Date(), client),
      tx,
    );
    return 'new';
  });
}
