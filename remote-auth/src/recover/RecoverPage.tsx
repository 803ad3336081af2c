import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Button,
  CardPage,
  getErrorMessage,
  isConnectionError,
  LinkButton,
  PasswordField,
  Skeleton,
  useZodForm,
} from '@portal/shell/platform';
import { ZRecoveryRequest } from '@portal/shared/validation/sign-in';
import { useRecoverPasswordMutation } from '../login/api';
import { useRecoveryLinkQuery } from './api';
import { BackToLogin } from '../ui/BackToLogin';
import '../ui/auth.css';
import '../i18n/messages';
import { FORGOT_PATH, LOGIN_PATH } from '@portal/shared/routes/paths';

/**
 * Setting a new password from the e-mailed link `/#/recover?token=…` (spec §2): new and repeat, with
 * the strength hints. The link works once; then the login screen says the password changed.
 */
export default function RecoverPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <CardPage
      title={<FormattedMessage id="auth.recover.title" />}
      intro={token ? <FormattedMessage id="auth.recover.intro" /> : undefined}
      footer={
        <>
          <BackToLogin />
          <Link to={FORGOT_PATH}>
            <FormattedMessage id="auth.recover.askAgain" />
          </Link>
        </>
      }
    >
      {token ? (
        <CheckedLink token={token} />
      ) : (
        <>
          <p className="auth-text">
            <FormattedMessage id="auth.recover.noToken" />
          </p>
          <LinkButton to={FORGOT_PATH}>
            <FormattedMessage id="auth.recover.askAgain" />
          </LinkButton>
        </>
      )}
    </CardPage>
  );
}

/**
 * The link is checked as the page opens (spending nothing): a used or expired one is said at once,
 * with the way to a new one, instead of after the new password is typed.
 */
function CheckedLink({ token }: { token: string }) {
  const intl = useIntl();
  const link = useRecoveryLinkQuery({ token }, { refetchOnMountOrArgChange: true });
  if (link.isLoading) return <Skeleton lines={4} />;
  // No answer (offline, a timeout) is no verdict on the link: the form then, whose answer says.
  if (link.error && !isConnectionError(link.error)) {
    return (
      <>
        <Alert messages={[getErrorMessage(link.error, intl)]} />
        <LinkButton to={FORGOT_PATH}>
          <FormattedMessage id="auth.recover.askAgain" />
        </LinkButton>
      </>
    );
  }
  return <RecoverForm token={token} />;
}

function RecoverForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [recover] = useRecoverPasswordMutation();
  const { field, submit, formError, formState } = useZodForm(ZRecoveryRequest, {
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = submit(async (values) => {
    await recover(values).unwrap();
    navigate(LOGIN_PATH, { replace: true, state: { passwordReset: true } });
  });

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <PasswordField
        label={<FormattedMessage id="auth.recover.password" />}
        autoComplete="new-password"
        showHints
        {...field('password')}
      />
      <PasswordField
        label={<FormattedMessage id="auth.recover.confirm" />}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <Button type="submit" busy={formState.isSubmitting}>
        <FormattedMessage
          id={formState.isSubmitting ? 'auth.recover.submitting' : 'auth.recover.submit'}
        />
      </Button>
      <Alert messages={[formError]} />
    </form>
  );
}
