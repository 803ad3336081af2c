import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Button,
  CardPage,
  EMAIL_INPUT,
  errorBody,
  getErrorMessage,
  LinkButton,
  PasswordField,
  selectLoginTo,
  Skeleton,
  TextField,
  useAppDispatch,
  useAppSelector,
  useZodForm,
} from '@portal/shell/platform';
import { DEFAULT_ORIGIN } from '@portal/shared/constants';
import type { Origin } from '@portal/shared/constants';
import type { MessageId } from '@portal/shell/platform';
import type { TClaimResponse } from '@portal/shared/payments/contract';
import { ZCreateAccountRequest } from '@portal/shared/validation/auth';
import { useClaimQuery } from './api';
import { signUp } from './signUp';
import { storeSignUpSteps } from './storeSteps';
import '../ui/auth.css';
import '../i18n/messages';
import { forgotPath, loginPath } from '@portal/shared/routes/paths';

const ORIGIN_LABELS: Record<Origin, MessageId> = {
  realty: 'auth.origin.realty',
  auto: 'auth.origin.auto',
};

/**
 * Account creation (spec §3 fields, §5 rules, §4 flow: create, log out, log in automatically).
 * With `?claim=` (the checkout's success page, or the receipt e-mail's link in any browser) the
 * paid subscription comes with the account: the claim says which e-mail paid; when an account has
 * it already, the page says to sign in to it with the claim instead.
 */
export default function CreateAccountPage() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const claim = searchParams.get('claim');
  // Read once: creating the account spends the claim, then its sign-out step empties the API
  // cache, and a query still subscribed would ask again and get "used" (a 404, and the form hidden
  // under a skeleton while the account signs in). The answer is kept and no longer subscribed to.
  const [read, setRead] = useState<{ claim: string; purchase: TClaimResponse } | null>(null);
  const held = claim && read?.claim === claim ? read.purchase : undefined;
  const lookup = useClaimQuery(claim ?? '', { skip: !claim || held !== undefined });
  useEffect(() => {
    if (claim && lookup.data) setRead({ claim, purchase: lookup.data });
  }, [claim, lookup.data]);
  const purchase = claim ? (held ?? lookup.data) : undefined;

  const content = () => {
    if (claim && lookup.isLoading) return <Skeleton lines={6} />;
    if (claim && purchase?.accountExists)
      return <SignInToClaim claim={claim} purchase={purchase} />;
    return (
      <>
        {claim && lookup.error ? <Alert messages={[getErrorMessage(lookup.error, intl)]} /> : null}
        {claim && purchase ? (
          <Alert
            tone="info"
            messages={[
              intl.formatMessage(
                { id: 'auth.createAccount.claimed' },
                { users: purchase.plan.users, email: purchase.email },
              ),
            ]}
          />
        ) : null}
        <CreateAccountForm
          // The checkout's e-mail: the purchase's, or the login's "subscribe" link's.
          email={purchase?.email ?? searchParams.get('email') ?? ''}
          claim={claim && purchase ? claim : undefined}
          purchase={claim ? purchase : undefined}
        />
      </>
    );
  };

  return (
    <CardPage
      wide
      title={<FormattedMessage id="auth.createAccount.title" />}
      intro={<FormattedMessage id="auth.createAccount.intro" />}
      footer={
        <span>
          <FormattedMessage id="auth.createAccount.haveAccount" />{' '}
          <Link to={loginPath(claim)}>
            <FormattedMessage id="auth.createAccount.logIn" />
          </Link>
        </span>
      }
    >
      {content()}
    </CardPage>
  );
}

/** The paid e-mail has an account: sign in to it with the claim (or set its password first). */
function SignInToClaim({ claim, purchase }: { claim: string; purchase: TClaimResponse }) {
  const values = { users: purchase.plan.users, email: <strong>{purchase.email}</strong> };
  return (
    <div className="auth-next-step">
      <p className="auth-text">
        <FormattedMessage id="auth.createAccount.claimExists" values={values} />
      </p>
      <p className="auth-text">
        <FormattedMessage id="auth.createAccount.claimForgot" />
      </p>
      <div className="auth-step-actions">
        <LinkButton to={loginPath(claim)} variant="primary">
          <FormattedMessage id="auth.createAccount.claimSignIn" />
        </LinkButton>
        <Link to={forgotPath(purchase.email)}>
          <FormattedMessage id="auth.login.forgot" />
        </Link>
      </div>
    </div>
  );
}

/** The account fields the checkout also asks: with a claim they come from it, not from the person. */
const FROM_CHECKOUT = ['firstName', 'lastName', 'email', 'phone'] as const;
type FromCheckout = (typeof FROM_CHECKOUT)[number];

interface CreateAccountFormProps {
  email: string;
  claim?: string;
  /** The claim's answer: the buyer's details as typed at the checkout, and the edition bought. */
  purchase?: TClaimResponse;
}

function CreateAccountForm({ email, claim, purchase }: CreateAccountFormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loginTo = useAppSelector(selectLoginTo);
  const customer = purchase?.customer;
  const { field, submit, formError, setFormError, showServerError, formState } = useZodForm(
    ZCreateAccountRequest,
    {
      defaultValues: {
        firstName: customer?.firstName ?? '',
        lastName: customer?.lastName ?? '',
        email,
        phone: customer?.phone ?? '',
        password: '',
        confirmPassword: '',
        // Not asked (docs/decisions.md): the edition bought is the account's industry, and an
        // account without a subscription gets the one its checkout buys when it claims it.
        origin: purchase?.plan.edition ?? DEFAULT_ORIGIN,
      },
    },
  );
  // A detail the server refuses is asked after all.
  const [refused, setRefused] = useState<{ names: readonly FromCheckout[]; error?: unknown }>({
    names: [],
  });
  // Its field is on screen now and the submit is over: the error lands on it, the focus goes there.
  const submitting = formState.isSubmitting;
  useEffect(() => {
    if (refused.error === undefined || submitting) return;
    showServerError(refused.error);
    setRefused(({ names }) => ({ names }));
  }, [refused, submitting, showServerError]);
  // What the checkout has is shown, not asked again.
  const known = (name: FromCheckout) =>
    Boolean(
      claim &&
      (name === 'email' || customer?.[name]) &&
      !formState.errors[name] &&
      !refused.names.includes(name),
    );
  const ask = (name: FromCheckout) => !known(name);

  const onSubmit = submit(async (form) => {
    // With the claim, the account is created with its paid subscription (and its e-mail proven).
    const outcome = await signUp({ ...form, claim }, storeSignUpSteps(dispatch));
    if (outcome.ok) {
      // The platform's gate sends an account without a paid subscription back to login, with its notice.
      navigate(loginTo);
    } else if (outcome.failedAt === 'login') {
      const message = getErrorMessage(outcome.error, intl);
      setFormError(
        intl.formatMessage({ id: 'auth.createAccount.createdLoginFailed' }, { message }),
      );
    } else {
      const fields = Object.keys(errorBody(outcome.error)?.fields ?? {});
      const hidden = FROM_CHECKOUT.filter((name) => fields.includes(name) && known(name));
      if (hidden.length > 0) {
        setRefused(({ names }) => ({ names: [...names, ...hidden], error: outcome.error }));
      } else {
        showServerError(outcome.error);
      }
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      {claim && purchase ? <KnownDetails email={email} purchase={purchase} shown={known} /> : null}
      {ask('firstName') || ask('lastName') ? (
        <div className="auth-row">
          {ask('firstName') ? (
            <TextField
              label={<FormattedMessage id="auth.field.firstName" />}
              autoComplete="given-name"
              {...field('firstName')}
            />
          ) : null}
          {ask('lastName') ? (
            <TextField
              label={<FormattedMessage id="auth.field.lastName" />}
              autoComplete="family-name"
              {...field('lastName')}
            />
          ) : null}
        </div>
      ) : null}
      {ask('email') ? (
        <TextField
          label={<FormattedMessage id="auth.field.email" />}
          {...EMAIL_INPUT}
          {...field('email')}
        />
      ) : null}
      {ask('phone') ? (
        <TextField
          label={<FormattedMessage id="auth.field.phone" />}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={<FormattedMessage id="auth.field.phoneHint" />}
          {...field('phone')}
        />
      ) : null}
      <PasswordField
        label={<FormattedMessage id="auth.field.password" />}
        autoComplete="new-password"
        showHints
        {...field('password')}
      />
      <PasswordField
        label={<FormattedMessage id="auth.field.confirmPassword" />}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <Button type="submit" busy={formState.isSubmitting}>
        <FormattedMessage
          id={
            formState.isSubmitting ? 'auth.createAccount.submitting' : 'auth.createAccount.submit'
          }
        />
      </Button>
      <Alert messages={[formError]} />
    </form>
  );
}

interface KnownDetailsProps {
  email: string;
  purchase: TClaimResponse;
  shown: (name: FromCheckout) => boolean;
}

/** The buyer's details from the checkout, read-only: the account is opened with them. */
function KnownDetails({ email, purchase, shown }: KnownDetailsProps) {
  const { customer, plan } = purchase;
  const rows: Array<[MessageId, string | false]> = [
    ['auth.field.firstName', shown('firstName') && customer.firstName],
    ['auth.field.lastName', shown('lastName') && customer.lastName],
    ['auth.field.email', shown('email') && email],
    ['auth.field.phone', shown('phone') && customer.phone],
    ['auth.field.company', customer.company],
  ];
  return (
    <dl className="ui-details">
      {rows.map(([label, value]) =>
        value ? (
          <div key={label}>
            <dt>
              <FormattedMessage id={label} />
            </dt>
            <dd>{value}</dd>
          </div>
        ) : null,
      )}
      <div>
        <dt>
          <FormattedMessage id="auth.field.industry" />
        </dt>
        <dd>
          <FormattedMessage id={ORIGIN_LABELS[plan.edition]} />
        </dd>
      </div>
    </dl>
  );
}
