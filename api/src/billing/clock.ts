import type { Queryable } from '../db/db';

/**
 * The billing engine's clock: the database's time plus an offset that tests and demos move
 * forward ("advance 35d"), so a month of renewals can be watched in a minute. Production never
 * moves it: the endpoint and the command are not there.
 */
export async function billingNow(q: Queryable): Promise<Date> {
  const row = await q.one<{ now: Date }>(
    `SELECT now() + make_interval(secs => offset_ms / 1000.0) AS now FROM billing_clock`,
  );
  return new Date(row!.now);
}

export async function advanceClock(q: Queryable, ms: number): Promise<Date> {
  await q.query('UPDATE billing_clock SET offset_ms = offset_ms + $1', [Math.round(ms)]);
  return billingNow(q);
}

const UNITS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "35d", "12h", "90m" -> milliseconds; null when it is not one of those. */
export function parseDuration(text: string): number | null {
  const match = /^(\d{1,5})([mhd])$/.exec(text.trim());
  return match ? Number(match[1]) * UNITS[match[2] as keyof typeof UNITS] : null;
}
