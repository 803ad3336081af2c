import { FormattedMessage } from 'react-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ORIGINS } from '@portal/shared/constants';
import type { Origin } from '@portal/shared/constants';
import type { MessageId } from '@portal/shell/platform';

const LABELS: Record<Origin, MessageId> = {
  realty: 'auth.origin.realty',
  auto: 'auth.origin.auto',
};

interface OriginFieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The industry (origin) as a radio group: two choices fit on one line and need no extra click. */
export function OriginField({ registration, error }: OriginFieldProps) {
  const errorId = 'create-origin-error';
  return (
    <fieldset
      className="auth-field"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="auth-label">
        <FormattedMessage id="auth.field.industry" />
      </legend>
      <div className="auth-choices">
        {ORIGINS.map((origin) => (
          <label key={origin} className="auth-choice">
            <input type="radio" value={origin} {...registration} />
            <FormattedMessage id={LABELS[origin]} />
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="auth-field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
