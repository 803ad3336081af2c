import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginSucceeded, makeStore, selectSession } from '@portal/shell/platform';
import type { TAccount, TLoginResponse } from '@portal/shared/api/contract';
import type { TCreateAccountRequest } from '@portal/shared/validation/auth';
import { signUp } from './signUp';
import { storeSignUpSteps } from './storeSteps';

// The real platform store and api slice with this remote's injected endpoints; only the network
// is replaced, by a server that records requests and answers like the API of the HTTP contract.

const API = 'http://api.test';

const FORM: TCreateAccountRequest = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  phone: '+351 912 345 678',
  password: 'secret123',
  confirmPassword: 'secret123',
  origin: 'auto',
};

function user(id: string, status: TAccount['status']): TAccount {
  return {
    id,
    email: `${id}@example.com`,
    firstName: 'A',
    lastName: 'B',
    phone: '+1 555',
    phoneVerified: false,
    origin: 'auto',
    status,
    isValidSubscription: status === 'ACTIVE',
    receiveInvoices: false,
    subscription: { type: 'local', status, availableUsers: 1, graceExpires: null },
  };
}

const login = (account: TAccount): TLoginResponse => ({
  token: `token-${account.id}`,
  refreshToken: `refresh-${account.id}`,
  tokenTtl: 900,
  user: account,
});

type Call = { method: string; url: string; body: unknown; authorization: string | null };

function serve(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input === 'runtime-config.json') return Response.json({ apiBase: API, remotes: {} });
    const request = new Request(input, init);
    const text = await request.text();
    const call = {
      method: request.method,
      url: request.url,
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('Authorization'),
    };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  };
};

afterEach(() => vi.unstubAllGlobals());

describe('sign-up on the portal store', () => {
  it('creates the account, drops the old session, logs in as the new one', async () => {
    const calls = serve(({ url }) =>
      url.endsWith('/v2/users')
        ? Response.json({ id: 'new' }, { status: 201 })
        : Response.json(login(user('new', 'ACTIVE'))),
    );
    const store = makeStore(memoryStorage());
    store.dispatch(loginSucceeded(login(user('old', 'ACTIVE'))));

    const outcome = await signUp(FORM, storeSignUpSteps(store.dispatch));

    expect(outcome).toEqual({ ok: true });
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      `POST ${API}/v2/users`,
      `POST ${API}/v2/auth/email`,
    ]);
    expect(calls[0]!.body).toEqual(FORM);
    // The login goes out after the old session is gone: no bearer token of the previous user.
    expect(calls[1]).toMatchObject({
      body: { email: FORM.email, password: FORM.password },
      authorization: null,
    });
    expect(selectSession(store.getState())).toMatchObject({ id: 'new', token: 'token-new' });
  });

  it('meets the subscription gate with a new INCOMPLETE account', async () => {
    serve(({ url }) =>
      url.endsWith('/v2/users')
        ? Response.json({ id: 'new' }, { status: 201 })
        : Response.json(login(user('new', 'INCOMPLETE'))),
    );
    const store = makeStore(memoryStorage());

    await expect(signUp(FORM, storeSignUpSteps(store.dispatch))).resolves.toEqual({ ok: true });

    expect(selectSession(store.getState())).toMatchObject({
      token: null,
      notice: 'errors.notAllowed',
    });
  });

  it('hands the server refusal back and never logs in', async () => {
    const refusal = { message: 'An account with this e-mail already exists.', code: 'EMAIL_TAKEN' };
    const calls = serve(() => Response.json(refusal, { status: 409 }));
    const store = makeStore(memoryStorage());

    const outcome = await signUp(FORM, storeSignUpSteps(store.dispatch));

    expect(outcome).toMatchObject({
      ok: false,
      failedAt: 'create',
      error: { status: 409, data: refusal },
    });
    expect(calls).toHaveLength(1);
  });
});
