import { lazy, Suspense, useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  Alert,
  CardPage,
  loadCatalogues,
  selectLocale,
  selectNotice,
  Skeleton,
  store,
  Tabs,
  useAppSelector,
} from '@portal/shell/platform';
import type { SocialProvider } from '@portal/shared/validation/sign-in';
import { useRestoreAccountMutation, useSignInMethodsQuery } from './api';
import { EmailLoginForm } from './email/EmailLoginForm';
import { NotAllowedNextStep } from './NotAllowedNextStep';
import { PasskeySignIn } from './passkey/PasskeySignIn';
import { SocialButtons } from './social/SocialButtons';
import { useSocialCallback } from './social/useSocialCallback';
import { useAfterLogin, type LoginStepState } from './useAfterLogin';
import '../ui/auth.css';
import '../i18n/messages';
import { CREATE_ACCOUNT_PATH, checkoutPath } from '@portal/shared/routes/paths';

// The phone tab brings libphonenumber-js (~29 KB gzip): loaded when the tab is chosen, not before
// the login form can be used.
const PhoneLoginForm = lazy(() =>
  import('./phone/PhoneLoginForm').then((module) => ({ default: module.PhoneLoginForm })),
);

// The second factor's step (issue 38) and its texts: a chunk of its own, for the people who have one.
const SecondFactorStep = lazy(async () => {
  const module = await import('./second-factor/SecondFactorStep');
  await loadCatalogues(selectLocale(store.getState()));
  return module;
});

// The undo of an account's deletion (issue 39): only for the owner of such an account.
const RestoreStep = lazy(async () => {
  const module = await import('./restore/RestoreStep');
  await loadCatalogues(selectLocale(store.getState()));
  return { default: module.RestoreStep };
});

type Method = 'email' | 'phone';

/**
 * Sign-in (spec §2 Login): e-mail and password or phone tabs, Apple and Google, and the links to
 * create an account, subscribe and recover a password.
 */
export default function LoginPage() {
  const intl = useIntl();
  const location = useLocation();
  // The checkout's one-time claim, when the paid e-mail already has an account (`/login?claim=`).
  const [searchParams] = useSearchParams();
  const claim = searchParams.get('claim') ?? undefined;
  const notice = useAppSelector(selectNotice);
  const [method, setMethod] = useState<Method>('email');
  const [email, setEmail] = useState('');
  const { data: methods, isLoading: methodsLoading } = useSignInMethodsQuery();
  const social = useSocialCallback();
  const passwordReset = (location.state as { passwordReset?: boolean } | null)?.passwordReset;
  // A sign-in that asks for the second factor (useAfterLogin), or whose challenge ran out.
  const step = location.state as LoginStepState | null;
  const onEmailChange = useCallback((value: string) => setEmail(value), []);
  const afterLogin = useAfterLogin();
  const [restoreAccount] = useRestoreAccountMutation();
  // The undo of an account's deletion signs in (issue 39).
  const onRestore = async (token: string) => afterLogin(await restoreAccount({ token }).unwrap());

  // One error area on the page: the form's, which also carries the gate's notice and the
  // providers' failures.
  const pageMessages = [
    notice ? intl.formatMessage({ id: notice }) : null,
    step?.secondFactorExpired ?? null,
    social.busy ? intl.formatMessage({ id: 'auth.social.signingIn' }) : null,
    social.error,
  ];

  const providers = (['apple', 'google'] as const).filter(
    (provider): provider is SocialProvider => methods?.[provider] === true,
  );

  // The owner of an account being deleted signed in (issue 39): the offer to undo it.
  if (step?.restore) {
    return (
      <CardPage title={<FormattedMessage id="shell.heading.login" />}>
        <Suspense fallback={<Skeleton lines={3} />}>
          <RestoreStep key={step.restore.token} offer={step.restore} onRestore={onRestore} />
        </Suspense>
      </CardPage>
    );
  }

  if (step?.secondFactor) {
    return (
      <CardPage title={<FormattedMessage id="shell.heading.login" />}>
        <Suspense fallback={<Skeleton lines={3} />}>
          <SecondFactorStep key={step.secondFactor.challenge} answer={step.secondFactor} />
        </Suspense>
      </CardPage>
    );
  }

  return (
    <CardPage
      title={<FormattedMessage id="shell.heading.login" />}
      intro={<FormattedMessage id="auth.login.intro" />}
      // The links below the card come with the sign-in methods: the Apple and Google buttons, when
      // there are any, then appear at the end of the card instead of pushing the links down.
      footer={
        methodsLoading ? null : (
          <>
            <span>
              <FormattedMessage id="auth.login.noAccount" />{' '}
              <Link to={CREATE_ACCOUNT_PATH}>
                <FormattedMessage id="auth.login.createAccount" />
              </Link>
            </span>
            <Link to={checkoutPath(email)}>
              <FormattedMessage id="auth.login.subscribe" />
            </Link>
          </>
        )
      }
    >
      <Alert
        tone="success"
        messages={[passwordReset ? intl.formatMessage({ id: 'auth.login.passwordReset' }) : null]}
      />
      {claim ? (
        <Alert tone="info" messages={[intl.formatMessage({ id: 'auth.login.claim' })]} />
      ) : null}
      <Tabs
        label={intl.formatMessage({ id: 'auth.login.methods' })}
        selected={method}
        onSelect={setMethod}
        tabs={[
          { id: 'email', label: <FormattedMessage id="auth.login.tabEmail" /> },
          { id: 'phone', label: <FormattedMessage id="auth.login.tabPhone" /> },
        ]}
      >
        {method === 'email' ? (
          <EmailLoginForm onEmailChange={onEmailChange} pageMessages={pageMessages} claim={claim} />
        ) : (
          <Suspense fallback={<Skeleton lines={3} />}>
            <PhoneLoginForm
              channels={methods?.codeChannels ?? ['sms']}
              pageMessages={pageMessages}
            />
          </Suspense>
        )}
      </Tabs>
      <PasskeySignIn autofill={method === 'email'} />
      {notice === 'errors.notAllowed' ? <NotAllowedNextStep email={email} /> : null}
      {providers.length > 0 ? (
        <>
          <p className="auth-or">
            <FormattedMessage id="auth.login.or" />
          </p>
          <SocialButtons providers={providers} onError={social.setError} />
        </>
      ) : null}
    </CardPage>
  );
}
