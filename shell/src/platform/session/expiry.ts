/** The access token counts as expired once loginTime + tokenTtl seconds has passed (spec §4). */
export function isTokenExpired(
  session: { loginTime: number | null; tokenTtl: number | null },
  now: number,
): boolean {
  // A missing login time (or lifetime) counts as expired: refresh rather than send a stale token.
  if (session.loginTime === null || session.tokenTtl === null) return true;
  return session.loginTime + session.tokenTtl * 1000 <= now;
}
