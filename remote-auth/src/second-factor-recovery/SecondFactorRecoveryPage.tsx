import { useEffect, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, CardPage, getErrorMessage } from '@portal/shell/platform';
import { BackToLogin } from '../ui/BackToLogin';
import { useConfirmSecondFactorRecoveryMutation } from './api';
import type { SecondFactorRecoveryStarted } from './api';
import '../ui/auth.css';
import '../i18n/messages';
import './messages';

/**
 * The lost-factor link's page `/#/second-factor-recovery?token=…` (issue 38): the person confirms
 * (a button, so a mail scanner opening the link starts nothing), and the page says when the
 * waiting period ends and that the account's owner was told. A sign-in with the factor meanwhile
 * cancels it.
 */
export default function SecondFactorRecoveryPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [confirm, { isLoading }] = useConfirmSecondFactorRecoveryMutation();
  const [started, setStarted] = useState<SecondFactorRecoveryStarted | null>(null);
  const [error, setError] = useState<string | null>(null);
  const doneTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (started) doneTitle.current?.focus();
  }, [started]);

  const onConfirm = async () => {
    if (!token) return;
    setError(null);
    try {
      setStarted(await confirm({ token }).unwrap());
    } catch (failure) {
      setError(getErrorMessage(failure, intl));
    }
  };

  return (
    <CardPage
      title={<FormattedMessage id="auth.secondFactorRecovery.title" />}
      footer={<BackToLogin />}
    >
      {!token ? (
        <p className="auth-text">
          <FormattedMessage id="auth.secondFactorRecovery.noToken" />
        </p>
      ) : started ? (
        <section className="auth-form" aria-labelledby="second-factor-recovery-done">
          <h2
            id="second-factor-recovery-done"
            ref={doneTitle}
            tabIndex={-1}
            className="auth-step-title"
          >
            <FormattedMessage id="auth.secondFactorRecovery.doneTitle" />
          </h2>
          <p className="auth-text">
            <FormattedMessage
              id="auth.secondFactorRecovery.doneWhen"
              values={{
                date: (
                  <strong>
                    <FormattedDate value={started.completesAt} dateStyle="full" />{' '}
                    <FormattedTime value={started.completesAt} timeStyle="short" />
                  </strong>
                ),
              }}
            />
          </p>
          <p className="auth-text">
            <FormattedMessage id="auth.secondFactorRecovery.ownerTold" />
          </p>
          <p className="auth-text">
            <FormattedMessage id="auth.secondFactorRecovery.cancel" />
          </p>
        </section>
      ) : (
        <div className="auth-form">
          <p className="auth-text">
            <FormattedMessage id="auth.secondFactorRecovery.intro" />
          </p>
          <Button busy={isLoading} onClick={() => void onConfirm()}>
            <FormattedMessage id="auth.secondFactorRecovery.confirm" />
          </Button>
          <Alert messages={[error]} />
        </div>
      )}
    </CardPage>
  );
}
