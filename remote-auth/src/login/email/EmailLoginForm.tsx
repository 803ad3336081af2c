import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  EMAIL_INPUT,
  noticeCleared,
  PasswordField,
  TextField,
  useAppDispatch,
  lazySchema,
  useZodForm,
} from '@portal/shell/platform';
import { useEmailLoginMutation } from '../api';
import { stopConditional } from '../passkey/conditional';
import { useAfterLogin } from '../useAfterLogin';
import { forgotPath, LOGIN_PATH } from '@portal/shared/routes/paths';

// The form paints without zod: its rules come with the first check (the login page's first screen).
const emailLoginRules = lazySchema(() =>
  import('@portal/shared/validation/auth').then((rules) => rules.ZEmailLoginRequest),
);

/** E-mail and password (spec §2 Login). The typed e-mail travels to "forgot" and "subscribe". */
interface EmailLoginFormProps {
  onEmailChange: (email: string) => void;
  /** Messages of the page shown in the form's alert (the gate's notice, the providers' errors). */
  pageMessages: ReadonlyArray<string | null>;
  /** The checkout's one-time claim (`/login?claim=`): this sign-in takes the paid subscription. */
  claim?: string;
}

export function EmailLoginForm({ onEmailChange, pageMessages, claim }: EmailLoginFormProps) {
  const dispatch = useAppDispatch();
  const afterLogin = useAfterLogin();
  const [emailLogin] = useEmailLoginMutation();
  const navigate = useNavigate();
  const intl = useIntl();
  const { field, submit, formError, formState, watch } = useZodForm(emailLoginRules, {
    defaultValues: { email: '', password: '' },
  });
  const email = watch('email');
  useEffect(() => onEmailChange(email), [email, onEmailChange]);

  const onSubmit = submit(async (credentials) => {
    // The person signs in with a password: the passkey autofill's request ends.
    stopConditional();
    // A notice from an earlier attempt (e.g. the subscription gate) no longer applies.
    dispatch(noticeCleared());
    try {
      afterLogin(await emailLogin(claim ? { ...credentials, claim } : credentials).unwrap());
    } catch (failure) {
      // The owner of an account being deleted (issue 39): offered the undo instead. Its code
      // comes then, not with the page's first screen.
      const code = (failure as { data?: { code?: unknown } } | null)?.data?.code;
      if (code !== 'ACCOUNT_DELETION_PENDING') throw failure;
      const state = (await import('../restore/offer')).restoreStep(failure, intl);
      if (!state) throw failure;
      navigate(LOGIN_PATH, { state });
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <TextField
        label={<FormattedMessage id="auth.field.email" />}
        {...EMAIL_INPUT}
        // Passkeys are offered in the field's autofill (conditional mediation, PasskeySignIn).
        autoComplete="username webauthn"
        {...field('email')}
      />
      <PasswordField
        label={<FormattedMessage id="auth.field.password" />}
        autoComplete="current-password"
        {...field('password')}
      />
      <div className="auth-inline-links">
        <Link to={forgotPath(email)}>
          <FormattedMessage id="auth.login.forgot" />
        </Link>
      </div>
      <Button type="submit" busy={formState.isSubmitting}>
        <FormattedMessage
          id={formState.isSubmitting ? 'auth.login.submitting' : 'auth.login.submit'}
        />
      </Button>
      <Alert messages={[formError, ...pageMessages]} />
    </form>
  );
}
