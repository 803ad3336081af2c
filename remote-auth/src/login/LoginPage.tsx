import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import {
  getErrorMessage,
  noticeCleared,
  selectLoginTo,
  selectNotice,
  useAppDispatch,
  useAppSelector,
} from '@portal/shell/platform';
import { ZEmailLoginRequest } from '@portal/shared/validation/auth';
import { AuthCard } from '../ui/AuthCard';
import { FormAlert } from '../ui/FormAlert';
import { EMAIL_INPUT, TextField } from '../ui/TextField';
import { useFieldErrorText } from '../ui/useFieldErrorText';
import { useEmailLoginMutation } from './api';
import '../i18n/messages';

/**
 * Sign-in with e-mail and password (spec §2 Login). The phone tab and the Apple/Google buttons come
 * with their own issue, together with the calls behind them.
 */
export default function LoginPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loginTo = useAppSelector(selectLoginTo);
  const notice = useAppSelector(selectNotice);
  const [emailLogin, { error }] = useEmailLoginMutation();
  const fieldError = useFieldErrorText();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZEmailLoginRequest),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    // A notice from an earlier visit (e.g. the subscription gate) no longer applies to this attempt.
    if (notice) dispatch(noticeCleared());
    const result = await emailLogin(credentials);
    // The platform has stored the session with the answer.
    if (result.data) navigate(loginTo);
  });

  return (
    <AuthCard
      title={<FormattedMessage id="auth.login.title" />}
      intro={<FormattedMessage id="auth.login.intro" />}
      footer={
        <>
          <span>
            <FormattedMessage id="auth.login.noAccount" />{' '}
            <Link className="auth-link" to="/create-account">
              <FormattedMessage id="auth.login.createAccount" />
            </Link>
          </span>
          <Link className="auth-link" to="/checkout">
            <FormattedMessage id="auth.login.subscribe" />
          </Link>
        </>
      }
    >
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField
          id="login-email"
          label={<FormattedMessage id="auth.field.email" />}
          {...EMAIL_INPUT}
          registration={register('email')}
          error={fieldError(errors.email)}
        />
        <TextField
          id="login-password"
          label={<FormattedMessage id="auth.field.password" />}
          type="password"
          autoComplete="current-password"
          registration={register('password')}
          error={fieldError(errors.password)}
        />
        <div className="auth-inline-links">
          <Link className="auth-link" to="/forgot">
            <FormattedMessage id="auth.login.forgot" />
          </Link>
        </div>
        <button className="auth-button" type="submit" disabled={isSubmitting}>
          <FormattedMessage id={isSubmitting ? 'auth.login.submitting' : 'auth.login.submit'} />
        </button>
        <FormAlert
          messages={[
            error ? getErrorMessage(error, intl) : null,
            notice ? intl.formatMessage({ id: notice }) : null,
          ]}
        />
      </form>
    </AuthCard>
  );
}
