import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorBody, noticeCleared, useAppDispatch } from '@portal/shell/platform';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@portal/shared/constants';
import { useSocialLoginMutation } from '../api';
import { useAfterLogin } from '../useAfterLogin';
import { PROVIDER_NAMES, takeStartedSignIn } from './socialState';
import { LOGIN_PATH } from '@portal/shared/routes/paths';

const isProvider = (value: string | null): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly (string | null)[]).includes(value);

/**
 * The way back from Google or Apple: the API's redirect URI sends the browser to
 * `/#/login?provider=…&code=…&state=…`. The code goes to POST /v2/auth/social once, if this tab
 * started that very flow; the address bar is cleaned either way.
 */
export function useSocialCallback() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const afterLogin = useAfterLogin();
  const [params] = useSearchParams();
  const [socialLogin, { isLoading }] = useSocialLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    const provider = params.get('provider');
    if (handled.current || !isProvider(provider)) return;
    handled.current = true;
    const code = params.get('code');
    const state = params.get('state');
    const iss = params.get('iss');
    const started = takeStartedSignIn();
    navigate(LOGIN_PATH, { replace: true });
    const failed = (failure?: unknown) =>
      setError(
        errorBody(failure)?.message ??
          intl.formatMessage({ id: 'auth.social.error' }, { provider: PROVIDER_NAMES[provider] }),
      );
    if (!code || !state || started?.provider !== provider || started.state !== state) {
      failed();
      return;
    }
    dispatch(noticeCleared());
    socialLogin({ [`${provider}Code`]: code, state, ...(iss ? { iss } : {}) })
      .unwrap()
      .then(afterLogin, failed);
  }, [params, navigate, intl, dispatch, socialLogin, afterLogin]);

  return { busy: isLoading, error, setError };
}
