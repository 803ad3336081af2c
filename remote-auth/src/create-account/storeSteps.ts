import { loggedOut } from '@portal/shell/platform';
import type { AppDispatch } from '@portal/shell/platform';
import { loginApi } from '../login/api';
import { createAccountApi } from './api';
import type { SignUpSteps } from './signUp';

interface MutationRequest<T> {
  unwrap(): Promise<T>;
  reset(): void;
}

/** Awaits a mutation and drops its cache entry: nothing on screen reads it afterwards. */
async function settle<T>(request: MutationRequest<T>): Promise<T> {
  try {
    return await request.unwrap();
  } finally {
    request.reset();
  }
}

/** The sign-up steps on the portal's store: the injected calls and the platform's session actions. */
export function storeSignUpSteps(dispatch: AppDispatch): SignUpSteps {
  return {
    createAccount: (form) =>
      settle(dispatch(createAccountApi.endpoints.createAccount.initiate(form))),
    signOut: () => dispatch(loggedOut()),
    // The login call's answer is stored by the platform itself (loginMutation).
    logIn: (credentials) => settle(dispatch(loginApi.endpoints.emailLogin.initiate(credentials))),
  };
}
