/** The expiry field of the local card form: typed as "MM / YY", sent as month and four-digit year. */

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** "1228", "12/28", "12 / 2028" → "12 / 28" as the customer types. */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value);
  // A lone first digit above 1 can only be a month 02-09.
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  if (digits.length > 4 && digits.startsWith('20', 2))
    digits = digits.slice(0, 2) + digits.slice(4);
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** Month and four-digit year of an "MM / YY" expiry; NaN parts while it is incomplete. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } {
  const digits = digitsOf(value);
  if (digits.length !== 4) return { expMonth: Number.NaN, expYear: Number.NaN };
  return { expMonth: Number(digits.slice(0, 2)), expYear: 2000 + Number(digits.slice(2)) };
}
