import { useId } from 'react';
import type { ReactNode } from 'react';
import './styles';

interface CardProps {
  /** A heading for the card; it also names the card's region. */
  title?: ReactNode;
  /** The heading level inside the page's outline (h2 by default). */
  level?: 2 | 3;
  children: ReactNode;
  className?: string;
}

/** A panel of related content on the page's surface colour. */
export function Card({ title, level = 2, children, className }: CardProps) {
  const titleId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      className={className ? `ui-card ${className}` : 'ui-card'}
      aria-labelledby={title ? titleId : undefined}
    >
      {title ? (
        <Heading id={titleId} className="ui-card-title">
          {title}
        </Heading>
      ) : null}
      {children}
    </section>
  );
}

interface CardPageProps {
  /** The page's one h1. */
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card (create account, back to login, ...). */
  footer?: ReactNode;
  /** Room for two fields side by side (account creation, checkout). */
  wide?: boolean;
}

/** A page that is one centred card with the page's h1: sign-in, account creation, recovery. */
export function CardPage({ title, intro, children, footer, wide = false }: CardPageProps) {
  const titleId = useId();
  return (
    <div className={wide ? 'ui-card-page ui-card-page-wide' : 'ui-card-page'}>
      <section className="ui-card" aria-labelledby={titleId}>
        <h1 id={titleId} className="ui-page-title">
          {title}
        </h1>
        {intro ? <p className="ui-page-intro">{intro}</p> : null}
        {children}
      </section>
      {footer ? <div className="ui-card-page-footer">{footer}</div> : null}
    </div>
  );
}
