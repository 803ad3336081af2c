import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Button,
  CardPage,
  EMAIL_INPUT,
  getErrorMessage,
  PasswordField,
  RadioGroup,
  selectLoginTo,
  TextField,
  useAppDispatch,
  useAppSelector,
  useZodForm,
} from '@portal/shell/platform';
import { DEFAULT_ORIGIN, ORIGINS } from '@portal/shared/constants';
import type { Origin } from '@portal/shared/constants';
import type { MessageId } from '@portal/shell/platform';
import { ZCreateAccountRequest } from '@portal/shared/validation/auth';
import { signUp } from './signUp';
import { storeSignUpSteps } from './storeSteps';
import '../ui/auth.css';
import '../i18n/messages';

const ORIGIN_LABELS: Record<Origin, MessageId> = {
  realty: 'auth.origin.realty',
  auto: 'auth.origin.auto',
};

/** Account creation (spec §3 fields, §5 rules, §4 flow: create, log out, log in automatically). */
export default function CreateAccountPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loginTo = useAppSelector(selectLoginTo);
  const [searchParams] = useSearchParams();
  const { field, submit, formError, setFormError, showServerError, formState } = useZodForm(
    ZCreateAccountRequest,
    {
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
    },
  );

  const onSubmit = submit(async (form) => {
    const outcome = await signUp(form, storeSignUpSteps(dispatch));
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
    <CardPage
      wide
      title={<FormattedMessage id="auth.createAccount.title" />}
      intro={<FormattedMessage id="auth.createAccount.intro" />}
      footer={
        <span>
          <FormattedMessage id="auth.createAccount.haveAccount" />{' '}
          <Link to="/login">
            <FormattedMessage id="auth.createAccount.logIn" />
          </Link>
        </span>
      }
    >
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
    </CardPage>
  );
}
