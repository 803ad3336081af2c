import type { TAccount, TLoginResponse } from '@portal/shared/api/contract';
import type { KeyValueStorage } from './storage';

/** A real Storage semantics in memory: node has no localStorage. */
export class MemoryStorage implements KeyValueStorage {
  readonly map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, String(value));
  removeItem = (key: string) => void this.map.delete(key);
  clear = () => this.map.clear();
}

export const API_BASE = 'http://api.test';

export function account(overrides: Partial<TAccount> = {}): TAccount {
  return {
    id: 'acc-1',
    email: 'demo@example.com',
    firstName: 'Demo',
    lastName: 'Customer',
    phone: '+44 20 7946 0000',
    phoneVerified: false,
    origin: 'realty',
    status: 'ACTIVE',
    isValidSubscription: true,
    receiveInvoices: false,
    subscription: { type: 'local', status: 'ACTIVE', availableUsers: 5, graceExpires: null },
    ...overrides,
  };
}

export function loginResponse(user: TAccount = account()): TLoginResponse {
  return { token: 'token-1', refreshToken: 'refresh-1', tokenTtl: 900, user };
}

export interface RecordedRequest {
  method: string;
  url: string;
  authorization: string | null;
  acceptLanguage: string | null;
  body: string;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/**
 * Stands in for the network: serves runtime-config.json with API_BASE, records every request,
 * and answers API calls with `handler`.
 */
export function fakeFetch(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (input === 'runtime-config.json') {
      return Response.json({ apiBase: API_BASE, remotes: {} });
    }
    const request = new Request(input, init);
    const recorded: RecordedRequest = {
      method: request.method,
      url: request.url,
      authorization: request.headers.get('Authorization'),
      acceptLanguage: request.headers.get('Accept-Language'),
      body: await request.text(),
    };
    requests.push(recorded);
    return handler(recorded);
  };
  return { fetch, requests };
}
