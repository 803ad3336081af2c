import type { ReactNode } from 'react';
import './styles';

interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  /** The next thing to do (e.g. "Create a profile"). */
  action?: ReactNode;
}

/** What a list shows when it has loaded and holds nothing yet: say so, and offer the next step. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className="ui-empty">
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" fill="none">
        <rect x="5" y="9" width="30" height="22" rx="4" stroke="currentColor" strokeWidth="2" />
        <path d="m17 16 8 4-8 4z" fill="currentColor" />
      </svg>
      <p className="ui-empty-title">{title}</p>
      {children ? <p>{children}</p> : null}
      {action}
    </div>
  );
}
