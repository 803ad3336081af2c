import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, Card, getErrorMessage } from '@portal/shell/platform';
import type { TAccount, TPhoneLoginInfo } from '@portal/shared/api/contract';
import { useRequestPhoneVerificationMutation } from './api';
import { DoneStep } from './DoneStep';
import { PhoneChangeForm } from './PhoneChangeForm';
import { PhoneCodeStep } from './PhoneCodeStep';
import { useStepHeading } from './useStepHeading';

type Step =
  | { kind: 'status'; changed: boolean; returned: boolean }
  | { kind: 'change' }
  | { kind: 'code'; sent: TPhoneLoginInfo }
  | { kind: 'done'; phone: string };

/**
 * The account's phone: a number signs in (phone tab of the login page) only once proven with a
 * code sent to it, and to this account alone. Changing it needs the password and a new proof.
 */
export function PhoneSettings({
  account,
  onDirty,
}: {
  account: TAccount;
  onDirty: (dirty: boolean) => void;
}) {
  const [step, setStep] = useState<Step>({ kind: 'status', changed: false, returned: false });
  // The change form reports its own fields; once a code is sent, leaving would abandon the proof.
  useEffect(() => {
    if (step.kind !== 'change') onDirty(step.kind === 'code');
  }, [step.kind, onDirty]);
  const toStatus = (changed = false) => setStep({ kind: 'status', changed, returned: true });

  return (
    <Card level={3} title={<FormattedMessage id="account.settings.phone.title" />}>
      {step.kind === 'status' && (
        <PhoneStatus
          account={account}
          changed={step.changed}
          focusHeading={step.returned}
          onSent={(sent) => setStep({ kind: 'code', sent })}
          onChange={() => setStep({ kind: 'change' })}
        />
      )}
      {step.kind === 'change' && (
        <PhoneChangeForm
          accountId={account.id}
          onDirty={onDirty}
          onChanged={() => toStatus(true)}
          onCancel={() => toStatus()}
        />
      )}
      {step.kind === 'code' && (
        <PhoneCodeStep
          accountId={account.id}
          sent={step.sent}
          onResent={(sent) => setStep({ kind: 'code', sent })}
          onProven={(proven) => setStep({ kind: 'done', phone: proven.phone })}
          onBack={() => toStatus()}
        />
      )}
      {step.kind === 'done' && (
        // The proof is recorded: the number signs in to this account.
        <DoneStep
          title={<FormattedMessage id="account.settings.phone.doneTitle" />}
          onClose={() => toStatus()}
        >
          <FormattedMessage
            id="account.settings.phone.done"
            values={{ phone: <strong>{step.phone}</strong> }}
          />
        </DoneStep>
      )}
    </Card>
  );
}

/** The number, whether it signs in, and the way to prove or change it. */
function PhoneStatus({
  account,
  changed,
  focusHeading,
  onSent,
  onChange,
}: {
  account: TAccount;
  /** Just changed: say so, and that it now needs a proof. */
  changed: boolean;
  /** Back from another step: the focus returns to the number. */
  focusHeading: boolean;
  onSent: (sent: TPhoneLoginInfo) => void;
  onChange: () => void;
}) {
  const intl = useIntl();
  const heading = useStepHeading(focusHeading);
  const [requestCode, { isLoading, error }] = useRequestPhoneVerificationMutation();

  const sendCode = async () => {
    const sent = await requestCode({ id: account.id, channel: 'sms' })
      .unwrap()
      .catch(() => null);
    if (sent) onSent(sent);
  };

  return (
    <div className="account-form">
      <h4 ref={heading} tabIndex={-1} className="account-step-title account-phone-number">
        {account.phone}
      </h4>
      <p className={account.phoneVerified ? 'account-badge-ok' : 'account-badge-todo'}>
        <FormattedMessage
          id={
            account.phoneVerified
              ? 'account.settings.phone.verified'
              : 'account.settings.phone.unverified'
          }
        />
      </p>
      <div className="account-actions">
        {account.phoneVerified ? null : (
          <Button busy={isLoading} onClick={() => void sendCode()}>
            <FormattedMessage
              id={isLoading ? 'account.settings.phone.sending' : 'account.settings.phone.verify'}
            />
          </Button>
        )}
        <Button variant="secondary" onClick={onChange}>
          <FormattedMessage id="account.settings.phone.change" />
        </Button>
      </div>
      <Alert
        tone="success"
        messages={[changed ? intl.formatMessage({ id: 'account.settings.phone.changed' }) : null]}
      />
      <Alert messages={[error ? getErrorMessage(error, intl) : null]} />
    </div>
  );
}
