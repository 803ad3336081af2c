import type { TAccount } from '@portal/shared/api/contract';
import { ORIGINS } from '@portal/shared/constants';
import type { Origin } from '@portal/shared/constants';
import type { KeyValueStorage } from '../storage';
import { safeWrite } from '../storage';
import { initialSessionState } from './sessionSlice';
import type { SessionState } from './sessionSlice';

/**
 * The localStorage keys of spec §3: one key per field, the account as JSON. Written in this order,
 * refreshToken last: another tab that sees a new refresh token (its sign that a refresh is done)
 * then also sees the login time and access token that go with it, never an aged login time.
 */
export const SESSION_KEYS = [
  'tokenTtl',
  'loginTime',
  'id',
  'origin',
  'account',
  'token',
  'refreshToken',
] as const;

const readNumber = (raw: string | null) => {
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
};

function readAccount(raw: string | null): TAccount | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && 'subscription' in value
      ? (value as TAccount)
      : null;
  } catch {
    return null;
  }
}

/** The session saved by a previous page, or the logged-out state. */
export function readSession(storage: KeyValueStorage | undefined): SessionState {
  if (!storage) return initialSessionState;
  try {
    const origin = storage.getItem('origin');
    return {
      ...initialSessionState,
      token: storage.getItem('token'),
      refreshToken: storage.getItem('refreshToken'),
      tokenTtl: readNumber(storage.getItem('tokenTtl')),
      loginTime: readNumber(storage.getItem('loginTime')),
      id: storage.getItem('id'),
      origin: ORIGINS.includes(origin as Origin) ? (origin as Origin) : initialSessionState.origin,
      account: readAccount(storage.getItem('account')),
    };
  } catch {
    return initialSessionState;
  }
}

/** Mirrors the persisted fields; a logged-out session removes them. */
export function writeSession(storage: KeyValueStorage | undefined, session: SessionState): void {
  safeWrite(storage, (s) => {
    if (session.token === null) {
      for (const key of SESSION_KEYS) s.removeItem(key);
      return;
    }
    const values: Record<(typeof SESSION_KEYS)[number], string | null> = {
      token: session.token,
      refreshToken: session.refreshToken,
      tokenTtl: session.tokenTtl === null ? null : String(session.tokenTtl),
      loginTime: session.loginTime === null ? null : String(session.loginTime),
      id: session.id,
      origin: session.origin,
      account: session.account ? JSON.stringify(session.account) : null,
    };
    for (const key of SESSION_KEYS) {
      const value = values[key];
      if (value === null) s.removeItem(key);
      else s.setItem(key, value);
    }
  });
}
