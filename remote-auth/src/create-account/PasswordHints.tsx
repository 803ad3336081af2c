import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@portal/shell/platform';
import { PASSWORD_HINTS, passwordHintsMet } from './passwordHints';
import type { PasswordHint } from './passwordHints';

const LABELS: Record<PasswordHint, MessageId> = {
  length: 'auth.passwordHints.length',
  upper: 'auth.passwordHints.upper',
  lower: 'auth.passwordHints.lower',
  digit: 'auth.passwordHints.digit',
  symbol: 'auth.passwordHints.symbol',
};

/**
 * Live strength ticks under the password field. Not a live region on purpose: the list is read with
 * the field (aria-describedby), announcing every keystroke would drown the user.
 */
export function PasswordHints({ id, password }: { id: string; password: string }) {
  const met = passwordHintsMet(password);
  return (
    <div id={id} className="auth-hints">
      <p className="auth-hints-title">
        <FormattedMessage id="auth.passwordHints.title" />
      </p>
      <ul>
        {PASSWORD_HINTS.map((hint) => (
          <li key={hint} className="auth-hint-item" data-met={met[hint]}>
            <span>
              <FormattedMessage id={LABELS[hint]} />
              <span className="auth-visually-hidden">
                {' ('}
                <FormattedMessage
                  id={met[hint] ? 'auth.passwordHints.met' : 'auth.passwordHints.unmet'}
                />
                {')'}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
