import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { TAccount, TLoginResponse, TTokens } from '@portal/shared/api/contract';
import { BLOCKED_STATUSES, DEFAULT_LOGIN_TO, DEFAULT_ORIGIN } from '@portal/shared/constants';
import type { Origin } from '@portal/shared/constants';
import type { MessageId } from '@portal/shared/i18n/messages';

/** Spec §3 Session. Everything but loginTo and notice is persisted (see persistence.ts). */
export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  /** Seconds the access token lives. */
  tokenTtl: number | null;
  /** Epoch milliseconds when the current access token was issued to us. */
  loginTime: number | null;
  id: string | null;
  origin: Origin;
  /** The last fetched account (GET /v2/users/me or the login answer). */
  account: TAccount | null;
  /** Where to go after the next login. */
  loginTo: string;
  /** A message for the login screen, e.g. why the user was logged out. */
  notice: MessageId | null;
}

export const initialSessionState: SessionState = {
  token: null,
  refreshToken: null,
  tokenTtl: null,
  loginTime: null,
  id: null,
  origin: DEFAULT_ORIGIN,
  account: null,
  loginTo: DEFAULT_LOGIN_TO,
  notice: null,
};

export const isBlocked = (account: Pick<TAccount, 'status'>) =>
  BLOCKED_STATUSES.includes(account.status);

const loggedOutState = (notice: MessageId | null): SessionState => ({
  ...initialSessionState,
  notice,
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loginSucceeded: {
      // The clock is read when the action is created, so the reducer stays pure.
      prepare: (response: TLoginResponse) => ({ payload: { response, loginTime: Date.now() } }),
      reducer(state, action: PayloadAction<{ response: TLoginResponse; loginTime: number }>) {
        const { response, loginTime } = action.payload;
        // Spec §4: INCOMPLETE or TRIAL may not enter; the session is never stored.
        if (isBlocked(response.user)) return loggedOutState('errors.notAllowed');
        return {
          ...initialSessionState,
          token: response.token,
          refreshToken: response.refreshToken,
          tokenTtl: response.tokenTtl,
          loginTime,
          id: response.user.id,
          origin: response.user.origin,
          account: response.user,
          loginTo: state.loginTo,
        };
      },
    },
    tokensRefreshed: {
      prepare: (tokens: TTokens) => ({ payload: { tokens, loginTime: Date.now() } }),
      reducer(state, action: PayloadAction<{ tokens: TTokens; loginTime: number }>) {
        const { tokens, loginTime } = action.payload;
        state.token = tokens.token;
        state.refreshToken = tokens.refreshToken;
        state.tokenTtl = tokens.tokenTtl;
        state.loginTime = loginTime;
      },
    },
    /** Another tab refreshed or signed in: take its persisted session, keep this tab's own fields. */
    sessionSynced(state, action: PayloadAction<SessionState>) {
      const { loginTo, notice } = state;
      return { ...action.payload, loginTo, notice };
    },
    accountReceived(state, action: PayloadAction<TAccount>) {
      state.account = action.payload;
      state.id = action.payload.id;
      state.origin = action.payload.origin;
    },
    loggedOut: {
      prepare: (options: { notice?: MessageId } = {}) => ({ payload: options }),
      reducer: (_state, action: PayloadAction<{ notice?: MessageId }>) =>
        loggedOutState(action.payload.notice ?? null),
    },
    noticeCleared(state) {
      state.notice = null;
    },
    loginToSet(state, action: PayloadAction<string>) {
      state.loginTo = action.payload;
    },
  },
});

export const {
  loginSucceeded,
  tokensRefreshed,
  sessionSynced,
  accountReceived,
  loggedOut,
  noticeCleared,
  loginToSet,
} = sessionSlice.actions;
