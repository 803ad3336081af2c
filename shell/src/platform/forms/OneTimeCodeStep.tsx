import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { OneTimeCodeInput, ResendCodeButton } from '../ui/OneTimeCodeInput';
import type { MessageId } from '../intl/messageIds';
import { useOneTimeCodeEntry } from './useOneTimeCodeEntry';

export interface OneTimeCodeStepProps {
  /** The step's heading, which takes the focus when the step appears. */
  title: ReactNode;
  headingLevel: 2 | 3 | 4;
  /** Where the code went, the number or address in bold. */
  sentTo: ReactNode;
  /** The submit button's text (the caller says "Confirming…" while `verifying`). */
  submitLabel: ReactNode;
  /** The way back (another number or address). */
  backLabel: ReactNode;
  /** Seconds before another code may be asked for: the resend counts down from them. */
  resendIn: number;
  /** Sends a well-formed code; a rejection is shown at the code with the tries left. */
  verify: (code: string) => Promise<unknown>;
  verifying: boolean;
  /** Asks for a new code; a rejection is a notice under the step. */
  resend: () => Promise<unknown>;
  resending: boolean;
  /** "{count} tries left", added after the server's message when a wrong code leaves tries. */
  attemptsLeftId: MessageId;
  onBack: () => void;
  /** The page's own messages, in the step's alert after its notice. */
  messages?: ReadonlyArray<string | null>;
  /** The remote's class names: the step (and its form), its heading, its text, its rows of actions. */
  classes: { step: string; title: string; text: string; actions: string };
  /** A section named by its heading (a page's step), rather than a part of a card. */
  region?: boolean;
  /** The submit button in a row of its own (`classes.actions`), as in a card. */
  submitRow?: boolean;
}

/**
 * "Enter the code we sent" (phone sign-in, the settings' e-mail change and phone proof): where the
 * code went, the code (a complete paste or autofill submits it), a wrong code's error at the field
 * with the tries left, a resend that counts down, and the way back.
 */
export function OneTimeCodeStep({
  title,
  headingLevel,
  sentTo,
  submitLabel,
  backLabel,
  resendIn,
  verify,
  verifying,
  resend,
  resending,
  attemptsLeftId,
  onBack,
  messages = [],
  classes,
  region = false,
  submitRow = false,
}: OneTimeCodeStepProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { code, setCode, error, notice, submitCode, onSubmit, resendCode } = useOneTimeCodeEntry({
    verify,
    resend,
    attemptsLeftId,
  });
  // A new step: focus its heading, so a screen reader reads where the code went first.
  useEffect(() => heading.current?.focus(), []);

  const Heading = `h${headingLevel}` as const;
  const Step = region ? 'section' : 'div';
  const submit = (
    <Button type="submit" busy={verifying}>
      {submitLabel}
    </Button>
  );
  return (
    <Step className={classes.step} aria-labelledby={region ? titleId : undefined}>
      <Heading
        id={region ? titleId : undefined}
        ref={heading}
        tabIndex={-1}
        className={classes.title}
      >
        {title}
      </Heading>
      <p className={classes.text}>{sentTo}</p>
      <form className={classes.step} noValidate onSubmit={onSubmit}>
        <OneTimeCodeInput value={code} onChange={setCode} onComplete={submitCode} error={error} />
        {submitRow ? <div className={classes.actions}>{submit}</div> : submit}
      </form>
      <div className={classes.actions}>
        {/* It counts down from the first send, and again after each resend. */}
        <ResendCodeButton seconds={resendIn} busy={resending} onResend={resendCode} />
        <Button variant="link" onClick={onBack}>
          {backLabel}
        </Button>
      </div>
      <Alert messages={[notice, ...messages]} />
    </Step>
  );
}
