import { FormattedMessage } from 'react-intl';
import { OneTimeCodeStep } from '@portal/shell/platform';
import type { MessageId, OneTimeCodeStepProps } from '@portal/shell/platform';

const SETTINGS_STEP = {
  step: 'account-form',
  title: 'account-step-title',
  text: 'account-text',
  actions: 'account-actions',
};

type CodeStepProps = Pick<
  OneTimeCodeStepProps,
  'sentTo' | 'resendIn' | 'verify' | 'verifying' | 'resend' | 'resending' | 'onBack'
> & {
  /** The step's texts: its heading, the submit button (and while busy), the way back, the tries left. */
  texts: {
    title: MessageId;
    confirm: MessageId;
    confirming: MessageId;
    back: MessageId;
    attemptsLeft: MessageId;
  };
};

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
