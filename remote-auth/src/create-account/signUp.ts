import type { TCreateAccountRequest, TEmailLoginRequest } from '@portal/shared/validation/auth';
import type { TSignInAnswer } from '@portal/shared/api/security';

/** The calls and store actions the account-creation flow needs; the page wires the real ones. */
export interface SignUpSteps {
  /** POST /v2/users; rejects with the call's error. */
  createAccount: (form: TCreateAccountRequest) => Promise<unknown>;
  /** Drops any session still in the browser, so the new account's login starts clean. */
  signOut: () => void;
  /** POST /v2/auth/email, whose answer the platform stores as the session; rejects with the call's error. */
  logIn: (credentials: TEmailLoginRequest) => Promise<TSignInAnswer>;
}

export type SignUpOutcome =
  | { ok: true }
  /** Nothing was created: the form shows the error (field errors included). */
  | { ok: false; failedAt: 'create'; error: unknown }
  /** The account exists but the automatic login failed: the user can log in by hand. */
  | { ok: false; failedAt: 'login'; error: unknown };

/** Spec §4 account creation: create, then log out, then log in automatically with the same credentials. */
export async function signUp(
  form: TCreateAccountRequest,
  steps: SignUpSteps,
): Promise<SignUpOutcome> {
  try {
    await steps.createAccount(form);
  } catch (error) {
    return { ok: false, failedAt: 'create', error };
  }
  steps.signOut();
  try {
    await steps.logIn({ email: form.email, password: form.password });
    return { ok: true };
  } catch (error) {
    return { ok: false, failedAt: 'login', error };
  }
}
