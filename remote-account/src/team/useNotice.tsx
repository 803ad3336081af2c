import { useCallback, useRef, useState } from 'react';

export type Notice = { text: string; tone: 'success' | 'error' };

/**
 * The team section's one line of news ("Ada Lovelace was removed."), in live regions that stay in
 * the page, so it is read as it appears (an error at once, news when the reader is free). `focus`
 * moves the focus onto it, for an action whose button went away with its row.
 */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  const say = useCallback((next: Notice, { focus = false } = {}) => {
    setNotice(next);
    // After the render that shows it, and after a closing dialog gave the focus back.
    if (focus)
      requestAnimationFrame(() => (next.tone === 'error' ? alert : status).current?.focus());
  }, []);
  const element = (
    <div className="account-team-notice">
      <p ref={status} role="status" tabIndex={-1} className="account-team-notice-success">
        {notice?.tone === 'success' ? notice.text : null}
      </p>
      <p ref={alert} role="alert" tabIndex={-1} className="account-team-notice-error">
        {notice?.tone === 'error' ? notice.text : null}
      </p>
    </div>
  );
  return { element, say, clear: useCallback(() => setNotice(null), []) };
}
