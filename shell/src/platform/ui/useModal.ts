import { useEffect, useRef } from 'react';
import type { KeyboardEvent, RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusables = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]'),
  );

interface ModalOptions {
  /** The elements to make inert while the modal is open (the page behind it). */
  background: () => Element[];
  /** Escape pressed inside the modal; omit for a modal that cannot be dismissed. */
  onEscape?: () => void;
}

/**
 * The behaviour of a modal: the page behind it is `inert` (no focus, no clicks, hidden from screen
 * readers), focus moves in (to `[data-autofocus]` or the first control), Tab and Shift+Tab cycle
 * inside, Escape dismisses, and on close focus returns to the element that opened it.
 */
export function useModal(container: RefObject<HTMLElement | null>, options: ModalOptions) {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const background = latest.current.background();
    const alreadyInert = background.map((element) => element.hasAttribute('inert'));
    background.forEach((element) => element.setAttribute('inert', ''));
    const modal = container.current;
    if (modal) {
      const first = modal.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(modal)[0];
      (first ?? modal).focus();
    }
    return () => {
      background.forEach((element, index) => {
        if (!alreadyInert[index]) element.removeAttribute('inert');
      });
      if (opener?.isConnected) opener.focus();
    };
  }, [container]);

  /** Put on the modal's element: Escape and the Tab cycle. */
  return (event: KeyboardEvent<HTMLElement>) => {
    const modal = container.current;
    if (!modal) return;
    if (event.key === 'Escape' && latest.current.onEscape) {
      event.stopPropagation();
      latest.current.onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(modal);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === modal)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
