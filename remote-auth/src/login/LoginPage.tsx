import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  CardPage,
  EMAIL_INPUT,
  noticeCleared,
  PasswordField,
  selectLoginTo,
  selectNotice,
  TextField,
  useAppDispatch,
  useAppSelector,
  useZodForm,
} from '@portal/shell/platform';
import { ZEmailLoginRequest } from '@portal/shared/validation/auth';
import { useEmailLoginMutation } from './api';
import '../ui/auth.css';
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
  const [emailLogin] = useEmailLoginMutation();
  const { field, submit, formError, formState } = useZodForm(ZEmailLoginRequest, {
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = submit(async (credentials) => {
    // A notice from an earlier visit (e.g. the subscription gate) no longer applies to this attempt.
    if (notice) dispatch(noticeCleared());
    // The platform stores the session with the answer (loginMutation).
    await emailLogin(credentials).unwrap();
    navigate(loginTo);
  });

  return (
    <CardPage
      title={<FormattedMessage id="auth.login.title" />}
      intro={<FormattedMessage id="auth.login.intro" />}
      footer={
        <>
          <span>
            <FormattedMessage id="auth.login.noAccount" />{' '}
            <Link to="/create-account">
              <FormattedMessage id="auth.login.createAccount" />
            </Link>
          </span>
          <Link to="/checkout">
            <FormattedMessage id="auth.login.subscribe" />
          </Link>
        </>
      }
    >
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={<FormattedMessage id="auth.field.email" />}
          {...EMAIL_INPUT}
          {...field('email')}
        />
        <PasswordField
          label={<FormattedMessage id="auth.field.password" />}
          autoComplete="current-password"
          {...field('password')}
        />
        <div className="auth-inline-links">
          <Link to="/forgot">
            <FormattedMessage id="auth.login.forgot" />
          </Link>
        </div>
        <Button type="submit" busy={formState.isSubmitting}>
          <FormattedMessage
            id={formState.isSubmitting ? 'auth.login.submitting' : 'auth.login.submit'}
          />
        </Button>
        <Alert messages={[formError, notice ? intl.formatMessage({ id: notice }) : null]} />
      </form>
    </CardPage>
  );
}
