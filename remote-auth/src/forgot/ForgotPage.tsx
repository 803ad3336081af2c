import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Button,
  CardPage,
  EMAIL_INPUT,
  TextField,
  useZodForm,
} from '@portal/shell/platform';
import { ZRecoveryEmailRequest } from '@portal/shared/validation/sign-in';
import { useRequestRecoveryLinkMutation } from '../login/api';
import { BackToLogin } from '../ui/BackToLogin';
import '../ui/auth.css';
import '../i18n/messages';

/**
 * Forgotten password (spec §2): a single-use link by e-mail. The answer is the same whether or not
 * an account uses the address, and says so.
 */
export default function ForgotPage() {
  const [params] = useSearchParams();
  const [requestLink] = useRequestRecoveryLinkMutation();
  const [sent, setSent] = useState<string | null>(null);
  const { field, submit, formError, formState } = useZodForm(ZRecoveryEmailRequest, {
    defaultValues: { email: params.get('email') ?? '' },
  });

  const onSubmit = submit(async (values) => {
    setSent(null);
    setSent((await requestLink(values).unwrap()).message);
  });

  return (
    <CardPage
      title={<FormattedMessage id="auth.forgot.title" />}
      intro={<FormattedMessage id="auth.forgot.intro" />}
      footer={<BackToLogin />}
    >
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={<FormattedMessage id="auth.field.email" />}
          {...EMAIL_INPUT}
          {...field('email')}
        />
        <Button type="submit" busy={formState.isSubmitting}>
          <FormattedMessage
            id={formState.isSubmitting ? 'auth.forgot.submitting' : 'auth.forgot.submit'}
          />
        </Button>
        <Alert tone="success" messages={[sent]} />
        <Alert messages={[formError]} />
      </form>
    </CardPage>
  );
}
