import { useLayoutEffect, useRef } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { nextTabIndex } from './arrowKeys';
import './toolbar.css';

const CONTROLS = 'button, a[href], input, select';

interface ToolbarProps {
  /** Names the toolbar for screen readers ("Bulk actions"). */
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * A labelled group of controls with one tab stop (WAI-ARIA toolbar pattern): Left and Right move
 * between its controls and wrap, Home and End jump to the ends; Tab leaves it, and coming back
 * lands on the control used last. Text beside the controls ("55 selected") is read with it.
 */
export function Toolbar({ label, children, className }: ToolbarProps) {
  const bar = useRef<HTMLDivElement>(null);
  const active = useRef(0);
  const controls = () =>
    Array.from(bar.current?.querySelectorAll<HTMLElement>(CONTROLS) ?? []).filter(
      (control) => !control.hasAttribute('disabled'),
    );

  // After every render: its controls may have changed (one shown, one busy), the tab stop stays.
  useLayoutEffect(() => {
    const all = controls();
    const stop = Math.min(active.current, all.length - 1);
    all.forEach((control, index) => (control.tabIndex = index === stop ? 0 : -1));
  });

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const all = controls();
    const index = all.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    active.current = index;
    all.forEach((control, at) => (control.tabIndex = at === index ? 0 : -1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = controls();
    const current = all.indexOf(document.activeElement as HTMLElement);
    if (current < 0) return;
    const next = nextTabIndex(event.key, current, all.length);
    if (next === null) return;
    event.preventDefault();
    all[next]?.focus();
  };

  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={label}
      className={className ? `ui-toolbar ${className}` : 'ui-toolbar'}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}
