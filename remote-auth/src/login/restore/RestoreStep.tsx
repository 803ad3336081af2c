import { useEffect, useId, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, getErrorMessage } from '@portal/shell/platform';
import { LOGIN_PATH } from '@portal/shared/routes/paths';
import type { LoginStepState } from '../useAfterLogin';
import './messages';

/**
 * The owner signed in to an account being deleted (issue 39): what happens and when, and the
 * undo, which signs them in. "Back" leaves it as it is.
 */
export function RestoreStep({
  offer,
  onRestore: restore,
}: {
  offer: NonNullable<LoginStepState['restore']>;
  /**
   * Undoes the deletion and signs in: the login page's (its api and sign-in are already there),
   * so that this chunk shares no module with the page and the page's first screen stays as light.
   */
  onRestore: (token: string) => Promise<void>;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);

  const onRestore = async () => {
    setError(null);
    setLoading(true);
    try {
      await restore(offer.token);
    } catch (failure) {
      setError(getErrorMessage(failure, intl));
    } finally {
      setLoading(false);
    }
  };

  return (
    <section aria-labelledby={titleId} className="auth-form">
      <h2 id={titleId} ref={title} tabIndex={-1} className="auth-step-title">
        <FormattedMessage id="auth.restore.title" />
      </h2>
      <p>{offer.message}</p>
      <p>
        <FormattedMessage
          id="auth.restore.text"
          values={{ date: <FormattedDate value={offer.purgeAfter} dateStyle="long" /> }}
        />
      </p>
      <Button busy={isLoading} onClick={() => void onRestore()}>
        <FormattedMessage id={isLoading ? 'auth.restore.submitting' : 'auth.restore.submit'} />
      </Button>
      <Button variant="link" onClick={() => navigate(LOGIN_PATH, { replace: true })}>
        <FormattedMessage id="auth.restore.back" />
      </Button>
      <Alert messages={[error]} />
    </section>
  );
}
