import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from './Button';
import type { ButtonVariant } from './Button';
import './styles';

interface CopyButtonProps {
  /** The text put on the clipboard (an invitation link). */
  text: string;
  label?: ReactNode;
  variant?: ButtonVariant;
}

/** Copies a text; the button then says "Copied" for a moment, and a polite status announces it. */
export function CopyButton({ text, label, variant = 'secondary' }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <>
      <Button
        variant={variant}
        onClick={async () => {
          await navigator.clipboard.writeText(text);
          setCopied(true);
        }}
      >
        {copied ? (
          <FormattedMessage id="common.copied" />
        ) : (
          (label ?? <FormattedMessage id="common.copy" />)
        )}
      </Button>
      <span role="status" className="ui-visually-hidden">
        {copied ? <FormattedMessage id="common.copied" /> : null}
      </span>
    </>
  );
}
