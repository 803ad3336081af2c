import './styles';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

interface AlertProps {
  /** The lines to show; empty ones are skipped. */
  messages: ReadonlyArray<string | null | undefined>;
  tone?: AlertTone;
}

/**
 * The message area of a form. The live region stays in the page while empty, so a screen reader
 * announces a message the moment it appears; an error interrupts (alert), anything else waits (status).
 */
export function Alert({ messages, tone = 'error' }: AlertProps) {
  const lines = [...new Set(messages.filter((message): message is string => Boolean(message)))];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`ui-alert ui-alert-${tone}`}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
