import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Card, signalDone, Stepper } from '@portal/shell/platform';
import type { TAccount } from '@portal/shared/api/contract';
import type {
  TEmailChangeInfo,
  TRequestEmailChangeRequest,
} from '@portal/shared/validation/settings';
import { DoneStep } from './DoneStep';
import { EmailCodeStep } from './EmailCodeStep';
import { EmailDetailsForm } from './EmailDetailsForm';

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
        // Step 2: spec §8 "e-mail changed".
        <DoneStep
          title={<FormattedMessage id="account.settings.emailChange.doneTitle" />}
          onClose={() => setStep({ kind: 'details', returned: true })}
        >
          <FormattedMessage
            id="account.settings.emailChange.done"
            values={{ email: <strong>{step.email}</strong> }}
          />
        </DoneStep>
      )}
    </Card>
  );
}
