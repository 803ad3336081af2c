import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Card, signalDone, Stepper } from '@portal/shell/platform';
import type { TAccount } from '@portal/shared/api/contract';
import type {
  TEmailChangeInfo,
  TRequestEmailChangeRequest,
} from '@portal/shared/validation/settings';
import { EmailCodeStep } from './EmailCodeStep';
import { EmailDetailsForm } from './EmailDetailsForm';
import { useStepHeading } from './useStepHeading';

type Step =
  | { kind: 'details'; initial?: TRequestEmailChangeRequest; returned: boolean }
  | { kind: 'code'; sent: TEmailChangeInfo; details: TRequestEmailChangeRequest }
  | { kind: 'done'; email: string };

const STEP_INDEX: Record<Step['kind'], number> = { details: 0, code: 1, done: 2 };

/**
 * Spec §2/§4 E-mail change: step 0 the details, step 1 the code sent to the new address, step 2
 * done, the account reloaded (the header shows the new address).
 */
export function EmailChange({
  accountId,
  onDirty,
}: {
  accountId: string;
  onDirty: (dirty: boolean) => void;
}) {
  const intl = useIntl();
  const [step, setStep] = useState<Step>({ kind: 'details', returned: false });
  // Step 0 reports its own form; once a code is sent, leaving would abandon the change.
  useEffect(() => {
    if (step.kind !== 'details') onDirty(step.kind === 'code');
  }, [step.kind, onDirty]);

  return (
    <Card level={3} title={<FormattedMessage id="account.settings.emailChange.title" />}>
      <Stepper
        label={intl.formatMessage({ id: 'account.settings.emailChange.steps' })}
        steps={[
          {
            id: 'details',
            label: <FormattedMessage id="account.settings.emailChange.stepDetails" />,
          },
          { id: 'code', label: <FormattedMessage id="account.settings.emailChange.stepCode" /> },
          { id: 'done', label: <FormattedMessage id="account.settings.emailChange.stepDone" /> },
        ]}
        current={STEP_INDEX[step.kind]}
      />
      {step.kind === 'details' && (
        <EmailDetailsForm
          accountId={accountId}
          initial={step.initial}
          focusFirst={step.returned}
          onDirty={onDirty}
          onSent={(sent, details) => setStep({ kind: 'code', sent, details })}
        />
      )}
      {step.kind === 'code' && (
        <EmailCodeStep
          accountId={accountId}
          sent={step.sent}
          details={step.details}
          onResent={(sent) => setStep({ ...step, sent })}
          onChanged={(account: TAccount) => {
            setStep({ kind: 'done', email: account.email });
            // Opened by the mobile app: its task is done (docs/webview-contract.md).
            signalDone({ task: 'emailChange', email: account.email });
          }}
          onBack={() => setStep({ kind: 'details', initial: step.details, returned: true })}
        />
      )}
      {step.kind === 'done' && (
        <EmailChanged
          email={step.email}
          onClose={() => setStep({ kind: 'details', returned: true })}
        />
      )}
    </Card>
  );
}

/** Step 2: spec §8 "e-mail changed". */
function EmailChanged({ email, onClose }: { email: string; onClose: () => void }) {
  const heading = useStepHeading();
  return (
    <div className="account-form">
      <h4 ref={heading} tabIndex={-1} className="account-step-title">
        <FormattedMessage id="account.settings.emailChange.doneTitle" />
      </h4>
      <p className="account-text">
        <FormattedMessage
          id="account.settings.emailChange.done"
          values={{ email: <strong>{email}</strong> }}
        />
      </p>
      <div className="account-actions">
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="account.settings.close" />
        </Button>
      </div>
    </div>
  );
}
