import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Button,
  CardPage,
  EMAIL_INPUT,
  getErrorMessage,
  LinkButton,
  PasswordField,
  RadioGroup,
  selectLoginTo,
  Skeleton,
  TextField,
  useAppDispatch,
  useAppSelector,
  useZodForm,
} from '@portal/shell/platform';
import { DEFAULT_ORIGIN, ORIGINS } from '@portal/shared/constants';
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
  const lookup = useClaimQuery(claim ?? '', { skip: !claim });
  const purchase = claim ? lookup.data : undefined;

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

function CreateAccountForm({ email, claim }: { email: string; claim?: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loginTo = useAppSelector(selectLoginTo);
  const { field, submit, formError, setFormError, showServerError, formState } = useZodForm(
    ZCreateAccountRequest,
    {
      defaultValues: {
        firstName: '',
        lastName: '',
        email,
        phone: '',
        password: '',
        confirmPassword: '',
        origin: DEFAULT_ORIGIN,
      },
    },
  );

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
      showServerError(outcome.error);
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <div className="auth-row">
        <TextField
          label={<FormattedMessage id="auth.field.firstName" />}
          autoComplete="given-name"
          {...field('firstName')}
        />
        <TextField
          label={<FormattedMessage id="auth.field.lastName" />}
          autoComplete="family-name"
          {...field('lastName')}
        />
      </div>
      <TextField
        label={<FormattedMessage id="auth.field.email" />}
        {...EMAIL_INPUT}
        // The purchase's e-mail: the account that takes the subscription over has this one.
        readOnly={Boolean(claim)}
        hint={claim ? <FormattedMessage id="auth.createAccount.claimEmailHint" /> : undefined}
        {...field('email')}
      />
      <TextField
        label={<FormattedMessage id="auth.field.phone" />}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={<FormattedMessage id="auth.field.phoneHint" />}
        {...field('phone')}
      />
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
      <RadioGroup
        legend={<FormattedMessage id="auth.field.industry" />}
        options={ORIGINS.map((origin) => ({
          value: origin,
          label: <FormattedMessage id={ORIGIN_LABELS[origin]} />,
        }))}
        {...field('origin')}
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
