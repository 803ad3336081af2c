import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { OneTimeCodeStep } from '@portal/shell/platform';
import type { MessageId } from '@portal/shell/platform';

const SETTINGS_STEP = {
  step: 'account-form',
  title: 'account-step-title',
  text: 'account-text',
  actions: 'account-actions',
};

interface CodeStepProps {
  /** The step's texts: its heading, the submit button (and while busy), the way back, the tries left. */
  texts: {
    title: MessageId;
    confirm: MessageId;
    confirming: MessageId;
    back: MessageId;
    attemptsLeft: MessageId;
  };
  /** Where the code went, the address or number in bold. */
  sentTo: ReactNode;
  resendIn: number;
  verify: (code: string) => Promise<unknown>;
  verifying: boolean;
  resend: () => Promise<unknown>;
  resending: boolean;
  onBack: () => void;
}

/** The platform's code step as a settings card shows it (the e-mail change, the phone proof). */
export function CodeStep({ texts, verifying, ...step }: CodeStepProps) {
  return (
    <OneTimeCodeStep
      {...step}
      title={<FormattedMessage id={texts.title} />}
      headingLevel={4}
      submitLabel={<FormattedMessage id={verifying ? texts.confirming : texts.confirm} />}
      backLabel={<FormattedMessage id={texts.back} />}
      verifying={verifying}
      attemptsLeftId={texts.attemptsLeft}
      classes={SETTINGS_STEP}
      submitRow
    />
  );
}
