import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  getErrorMessage,
  selectLoginTo,
  useAppDispatch,
  useAppSelector,
} from '@portal/shell/platform';
import { DEFAULT_ORIGIN } from '@portal/shared/constants';
import { ZCreateAccountRequest } from '@portal/shared/validation/auth';
import type { TCreateAccountRequest } from '@portal/shared/validation/auth';
import { AuthCard } from '../ui/AuthCard';
import { FormAlert } from '../ui/FormAlert';
import { EMAIL_INPUT, TextField } from '../ui/TextField';
import { serverFieldErrors } from '../ui/serverErrors';
import { SERVER_ERROR, useFieldErrorText } from '../ui/useFieldErrorText';
import { OriginField } from './OriginField';
import { PasswordHints } from './PasswordHints';
import { signUp } from './signUp';
import { storeSignUpSteps } from './storeSteps';
import '../i18n/messages';

/** The form's fields in screen order: the first one with a server error takes the focus. */
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'origin',
] as const satisfies ReadonlyArray<keyof TCreateAccountRequest>;

/** Account creation (spec §3 fields, §5 rules, §4 flow: create, log out, log in automatically). */
export default function CreateAccountPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loginTo = useAppSelector(selectLoginTo);
  const [searchParams] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const fieldError = useFieldErrorText();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZCreateAccountRequest),
    defaultValues: {
      firstName: '',
      lastName: '',
      // The checkout's "open my account" sends the paying customer here with their e-mail.
      email: searchParams.get('email') ?? '',
      phone: '',
      password: '',
      confirmPassword: '',
      origin: DEFAULT_ORIGIN,
    },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async (form) => {
    setFormError(null);
    const outcome = await signUp(form, storeSignUpSteps(dispatch));
    if (outcome.ok) {
      // The platform's gate sends an account without a paid subscription back to login, with its notice.
      navigate(loginTo);
      return;
    }
    const message = getErrorMessage(outcome.error, intl);
    if (outcome.failedAt === 'login') {
      setFormError(
        intl.formatMessage({ id: 'auth.createAccount.createdLoginFailed' }, { message }),
      );
      return;
    }
    serverFieldErrors(outcome.error, FIELDS).forEach(([field, text], index) =>
      setError(field, { type: SERVER_ERROR, message: text }, { shouldFocus: index === 0 }),
    );
    setFormError(message);
  });

  return (
    <AuthCard
      wide
      title={<FormattedMessage id="auth.createAccount.title" />}
      intro={<FormattedMessage id="auth.createAccount.intro" />}
      footer={
        <span>
          <FormattedMessage id="auth.createAccount.haveAccount" />{' '}
          <Link className="auth-link" to="/login">
            <FormattedMessage id="auth.createAccount.logIn" />
          </Link>
        </span>
      }
    >
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <div className="auth-row">
          <TextField
            id="create-firstName"
            label={<FormattedMessage id="auth.field.firstName" />}
            autoComplete="given-name"
            registration={register('firstName')}
            error={fieldError(errors.firstName)}
          />
          <TextField
            id="create-lastName"
            label={<FormattedMessage id="auth.field.lastName" />}
            autoComplete="family-name"
            registration={register('lastName')}
            error={fieldError(errors.lastName)}
          />
        </div>
        <TextField
          id="create-email"
          label={<FormattedMessage id="auth.field.email" />}
          {...EMAIL_INPUT}
          registration={register('email')}
          error={fieldError(errors.email)}
        />
        <TextField
          id="create-phone"
          label={<FormattedMessage id="auth.field.phone" />}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={<FormattedMessage id="auth.field.phoneHint" />}
          registration={register('phone')}
          error={fieldError(errors.phone)}
        />
        <TextField
          id="create-password"
          label={<FormattedMessage id="auth.field.password" />}
          type="password"
          autoComplete="new-password"
          describedBy="create-password-hints"
          registration={register('password')}
          error={fieldError(errors.password)}
        />
        <PasswordHints id="create-password-hints" password={password} />
        <TextField
          id="create-confirmPassword"
          label={<FormattedMessage id="auth.field.confirmPassword" />}
          type="password"
          autoComplete="new-password"
          registration={register('confirmPassword')}
          error={fieldError(errors.confirmPassword)}
        />
        <OriginField registration={register('origin')} error={fieldError(errors.origin)} />
        <button className="auth-button" type="submit" disabled={isSubmitting}>
          <FormattedMessage
            id={isSubmitting ? 'auth.createAccount.submitting' : 'auth.createAccount.submit'}
          />
        </button>
        <FormAlert messages={[formError]} />
      </form>
    </AuthCard>
  );
}
