import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  errorBody,
  lazySchema,
  noticeCleared,
  OneTimeCodeInput,
  ResendCodeButton,
  useAppDispatch,
  useOneTimeCodeEntry,
  useZodForm,
} from '@portal/shell/platform';
import type { TPhoneLoginInfo } from '@portal/shared/api/contract';
import type { TJoinRequiredNames } from '@portal/shared/api/member-join';
import { JOIN_PATH } from '@portal/shared/routes/paths';
import type { CodeChannel, SocialProvider } from '@portal/shared/validation/sign-in';
import { useSignInMethodsQuery } from '../login/api';
import { AppleMark, GoogleMark } from '../login/social/brand';
import { PROVIDER_NAMES } from '../login/social/socialState';
import { PhoneCodeSection } from '../login/phone/PhoneCodeSection';
import { PhoneNumberFields } from '../login/phone/PhoneNumberFields';
import { useAfterLogin } from '../login/useAfterLogin';
import {
  useJoinPhoneCodeMutation,
  useJoinProviderLinkMutation,
  useJoinWithPhoneMutation,
  useJoinWithProviderMutation,
} from './joinWaysApi';

/**
 * The names a new person gives before joining without the password form; null for a person who
 * already signs in as a member (no names asked); false when the fields are marked as missing.
 */
export type JoinNames = TJoinRequiredNames | null;
export type AskNames = () => Promise<JoinNames | false>;

/** The join this tab started at Google or Apple, kept until the provider sends the browser back. */
const KEY = 'portal.memberJoin';
interface StartedJoin {
  token: string;
  provider: SocialProvider;
  state: string;
  names: JoinNames;
}

function takeStartedJoin(): StartedJoin | null {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  try {
    return raw ? (JSON.parse(raw) as StartedJoin) : null;
  } catch {
    return null;
  }
}

/** The page's error after a way back from the provider, carried to the invitation's page. */
export interface JoinPageState {
  joinError?: string;
}

/**
 * "Or join without a password": Continue with Google / Apple (those this deployment offers) and
 * "Use my phone number". The invitation proves the e-mail, so the Google or Apple account may use
 * another address; it signs the member in from then on.
 */
export function OtherWays({
  token,
  names,
  onPhone,
}: {
  token: string;
  names: AskNames;
  onPhone: (names: JoinNames) => void;
}) {
  const intl = useIntl();
  const methods = useSignInMethodsQuery();
  const [providerLink] = useJoinProviderLinkMutation();
  const [leaving, setLeaving] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const providers = (['apple', 'google'] as const).filter((p) => methods.data?.[p]);
  const phone = (methods.data?.codeChannels.length ?? 0) > 0;

  const start = async (provider: SocialProvider) => {
    setError(null);
    const given = await names();
    if (given === false) return;
    setLeaving(provider);
    try {
      const { url, state } = await providerLink({ token, provider }).unwrap();
      sessionStorage.setItem(
        KEY,
        JSON.stringify({ token, provider, state, names: given } satisfies StartedJoin),
      );
      window.location.assign(url);
    } catch (failure) {
      setLeaving(null);
      setError(
        errorBody(failure)?.message ??
          intl.formatMessage({ id: 'auth.social.error' }, { provider: PROVIDER_NAMES[provider] }),
      );
    }
  };
  const choosePhone = async () => {
    const given = await names();
    if (given !== false) onPhone(given);
  };

  if (providers.length === 0 && !phone) return null;
  return (
    <section className="auth-form" aria-labelledby="join-other-ways">
      <h2 id="join-other-ways" className="auth-step-title">
        <FormattedMessage id="auth.join.otherWays" />
      </h2>
      <p className="auth-text">
        <FormattedMessage id="auth.join.otherWaysHint" />
      </p>
      <div className="auth-social">
        {/* Apple asks for its button to be at least as prominent as any other: it comes first. */}
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="secondary"
            className={`auth-social-button auth-social-${provider}`}
            busy={leaving === provider}
            onClick={() => void start(provider)}
          >
            {provider === 'apple' ? <AppleMark /> : <GoogleMark />}
            <FormattedMessage
              id={provider === 'apple' ? 'auth.social.apple' : 'auth.social.google'}
            />
          </Button>
        ))}
        {phone ? (
          <Button variant="secondary" onClick={() => void choosePhone()}>
            <FormattedMessage id="auth.join.usePhone" />
          </Button>
        ) : null}
      </div>
      <Alert messages={[error]} />
    </section>
  );
}

/**
 * The way back from Google or Apple: the API's redirect URI sends the browser to
 * `/#/join?provider=…&code=…&state=…` (no token: it stayed in this tab). The code joins the team
 * once, if this tab started that very flow; on a refusal the invitation's page shows why.
 */
export function ProviderReturn({ params }: { params: URLSearchParams }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const afterLogin = useAfterLogin();
  const [join] = useJoinWithProviderMutation();
  const [lost, setLost] = useState(false);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const provider = params.get('provider');
    const code = params.get('code');
    const state = params.get('state');
    const iss = params.get('iss');
    const started = takeStartedJoin();
    if (!started || !code || started.provider !== provider || started.state !== state) {
      if (started) navigateBack(started.token);
      else setLost(true);
      return;
    }
    function navigateBack(token: string, joinError?: string) {
      navigate(`${JOIN_PATH}?token=${encodeURIComponent(token)}`, {
        replace: true,
        state: {
          joinError:
            joinError ??
            intl.formatMessage(
              { id: 'auth.social.error' },
              { provider: PROVIDER_NAMES[started!.provider] },
            ),
        } satisfies JoinPageState,
      });
    }
    dispatch(noticeCleared());
    join({
      token: started.token,
      provider: started.provider,
      code,
      state,
      ...(iss ? { iss } : {}),
      ...(started.names ?? {}),
    })
      .unwrap()
      .then(afterLogin, (failure: unknown) =>
        navigateBack(started.token, errorBody(failure)?.message),
      );
  }, [params, navigate, intl, dispatch, join, afterLogin]);

  return lost ? (
    <p className="auth-text" role="alert">
      <FormattedMessage id="auth.join.flowLost" />
    </p>
  ) : (
    <p className="auth-text" role="status">
      <FormattedMessage id="auth.join.joining" />
    </p>
  );
}

// The form paints without libphonenumber-js: its rules come with the first check.
const phoneRules = lazySchema(() =>
  import('@portal/shared/api/member-join').then((rules) => rules.ZJoinPhoneCodeRequest),
);

/** "Use my phone number": the number, then the code sent to it; the code joins the team. */
export function JoinWithPhone({
  token,
  names,
  onBack,
}: {
  token: string;
  names: JoinNames;
  onBack: () => void;
}) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const methods = useSignInMethodsQuery();
  const channels: readonly CodeChannel[] = methods.data?.codeChannels ?? ['sms'];
  const [requestCode] = useJoinPhoneCodeMutation();
  const [sent, setSent] = useState<TPhoneLoginInfo | null>(null);
  const { field, submit, formError, formState, watch, setValue } = useZodForm(phoneRules, {
    defaultValues: { phone: '', channel: 'sms' },
  });
  const channel = watch('channel') ?? 'sms';
  useEffect(() => title.current?.focus(), []);

  const onSubmit = submit(async (values) => {
    setSent(await requestCode({ token, ...values }).unwrap());
  });

  if (sent)
    return (
      <JoinCodeStep
        token={token}
        names={names}
        sent={sent}
        onSent={setSent}
        onBack={() => setSent(null)}
      />
    );
  return (
    <section className="auth-form" aria-labelledby={titleId}>
      <h2 id={titleId} ref={title} tabIndex={-1} className="auth-step-title">
        <FormattedMessage id="auth.join.phoneTitle" />
      </h2>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <PhoneNumberFields
          phone={field('phone')}
          channels={channels}
          channel={channel}
          onChannel={(next) => setValue('channel', next)}
          sending={formState.isSubmitting}
        />
        <Alert messages={[formError]} />
      </form>
      <Button variant="link" onClick={onBack}>
        <FormattedMessage id="auth.join.backToInvitation" />
      </Button>
    </section>
  );
}

function JoinCodeStep({
  token,
  names,
  sent,
  onSent,
  onBack,
}: {
  token: string;
  names: JoinNames;
  sent: TPhoneLoginInfo;
  onSent: (sent: TPhoneLoginInfo) => void;
  onBack: () => void;
}) {
  const afterLogin = useAfterLogin();
  const dispatch = useAppDispatch();
  const [join, { isLoading }] = useJoinWithPhoneMutation();
  const [requestCode, { isLoading: resending }] = useJoinPhoneCodeMutation();
  const { code, setCode, error, notice, submitCode, onSubmit, resendCode } = useOneTimeCodeEntry({
    verify: async (value) => {
      dispatch(noticeCleared());
      afterLogin(await join({ token, phone: sent.phone, code: value, ...(names ?? {}) }).unwrap());
    },
    resend: async () =>
      onSent(await requestCode({ token, phone: sent.phone, channel: sent.channel }).unwrap()),
    attemptsLeftId: 'auth.phone.attemptsLeft',
  });

  return (
    <PhoneCodeSection sent={sent} phone={sent.phone}>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <OneTimeCodeInput value={code} onChange={setCode} onComplete={submitCode} error={error} />
        <Button type="submit" busy={isLoading}>
          <FormattedMessage id={isLoading ? 'auth.join.submitting' : 'auth.join.submit'} />
        </Button>
      </form>
      <div className="auth-step-actions">
        <ResendCodeButton seconds={sent.resendIn} busy={resending} onResend={resendCode} />
        <Button variant="link" onClick={onBack}>
          <FormattedMessage id="auth.phone.changeNumber" />
        </Button>
      </div>
      <Alert messages={[notice]} />
    </PhoneCodeSection>
  );
}
