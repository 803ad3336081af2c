import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LinkProps } from 'react-router-dom';
import './styles';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export const buttonClass = (variant: ButtonVariant = 'primary', small = false) =>
  `ui-button ui-button-${variant}${small ? ' ui-button-small' : ''}`;

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  small?: boolean;
  /** Work is under way: the button says so and ignores clicks, but keeps its focus. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * A real `<button>` (type "button" unless told otherwise). While busy it stays focusable and
 * announced (aria-disabled, aria-busy) instead of `disabled`, which would drop the keyboard focus.
 */
export function Button({
  variant = 'primary',
  small = false,
  busy = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const guardedClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={
        className ? `${buttonClass(variant, small)} ${className}` : buttonClass(variant, small)
      }
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={guardedClick}
      {...rest}
    >
      {busy ? <span className="ui-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** A router link that looks like a button (navigation is a link, not a button). */
export function LinkButton({
  variant = 'primary',
  small = false,
  className,
  ...rest
}: LinkProps & { variant?: ButtonVariant; small?: boolean }) {
  return (
    <Link
      className={
        className ? `${buttonClass(variant, small)} ${className}` : buttonClass(variant, small)
      }
      {...rest}
    />
  );
}
