import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TPhoneLoginInfo } from '@portal/shared/api/contract';

interface PhoneCodeSectionProps {
  sent: TPhoneLoginInfo;
  /** The number shown as where the code went. */
  phone: string;
  /** The code's form, the step's actions and its alert. */
  children: ReactNode;
}

/**
 * The code step's section (sign-in, joining a team): its heading, focused as the step opens so a
 * screen reader reads where the code went first, and where the code went.
 */
export function PhoneCodeSection({ sent, phone, children }: PhoneCodeSectionProps) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);

  return (
    <section className="auth-form" aria-labelledby={titleId}>
      <h2 id={titleId} ref={title} tabIndex={-1} className="auth-step-title">
        <FormattedMessage id="auth.phone.codeTitle" />
      </h2>
      <p className="auth-text">
        <FormattedMessage
          id={sent.channel === 'whatsapp' ? 'auth.phone.sentWhatsapp' : 'auth.phone.sentSms'}
          values={{ phone: <strong>{phone}</strong> }}
        />
      </p>
      {children}
    </section>
  );
}
