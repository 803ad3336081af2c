import type { ReactNode } from 'react';
import './auth.css';

interface AuthCardProps {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card (create account, back to login, ...). */
  footer?: ReactNode;
  /** Room for two fields side by side (account creation). */
  wide?: boolean;
}

/** The centred sign-in card every auth page sits in, inside the shell or standalone. */
export function AuthCard({ title, intro, children, footer, wide = false }: AuthCardProps) {
  return (
    <div className="auth-page">
      <section
        className={wide ? 'auth-card auth-card-wide' : 'auth-card'}
        aria-labelledby="auth-card-title"
      >
        <h1 id="auth-card-title" className="auth-title">
          {title}
        </h1>
        {intro ? <p className="auth-intro">{intro}</p> : null}
        {children}
      </section>
      {footer ? <div className="auth-footer">{footer}</div> : null}
    </div>
  );
}
