import { describe, expect, it } from 'vitest';
import type { TLoginResponse } from '@portal/shared/api/contract';
import type { TCreateAccountRequest } from '@portal/shared/validation/auth';
import { signUp } from './signUp';
import type { SignUpSteps } from './signUp';

const FORM: TCreateAccountRequest = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  password: 'Analytical-1843',
  confirmPassword: 'Analytical-1843',
  origin: 'realty',
};

const LOGIN = { token: 't', refreshToken: 'r', tokenTtl: 900 } as TLoginResponse;

/** Records the order in which the flow calls its steps; each step can be made to fail. */
function recorder(fail: { create?: unknown; login?: unknown } = {}) {
  const calls: string[] = [];
  const steps: SignUpSteps = {
    createAccount: async (form) => {
      calls.push(`create:${form.email}`);
      if (fail.create) throw fail.create;
      return { id: 'new-id' };
    },
    signOut: () => void calls.push('signOut'),
    logIn: async ({ email, password }) => {
      calls.push(`login:${email}:${password}`);
      if (fail.login) throw fail.login;
      return LOGIN;
    },
  };
  return { calls, steps };
}

describe('signUp', () => {
  it('creates, logs out, then logs in with the same credentials', async () => {
    const { calls, steps } = recorder();
    await expect(signUp(FORM, steps)).resolves.toEqual({ ok: true });
    expect(calls).toEqual([
      'create:ada@example.com',
      'signOut',
      'login:ada@example.com:Analytical-1843',
    ]);
  });

  it('stops at a refused creation without touching the session', async () => {
    const error = { status: 409, data: { message: 'taken' } };
    const { calls, steps } = recorder({ create: error });
    await expect(signUp(FORM, steps)).resolves.toEqual({ ok: false, failedAt: 'create', error });
    expect(calls).toEqual(['create:ada@example.com']);
  });

  it('reports a failed automatic login as such, after the account exists', async () => {
    const error = { status: 429, data: { message: 'Too many' } };
    const { calls, steps } = recorder({ login: error });
    await expect(signUp(FORM, steps)).resolves.toEqual({ ok: false, failedAt: 'login', error });
    expect(calls).toEqual([
      'create:ada@example.com',
      'signOut',
      'login:ada@example.com:Analytical-1843',
    ]);
  });
});
