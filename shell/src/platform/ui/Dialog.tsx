import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage } from 'react-intl';
import { Button } from './Button';
import { useModal } from './useModal';
import './styles';

interface DialogProps {
  title: ReactNode;
  children: ReactNode;
  /** Escape, the backdrop and the Close button call it. */
  onClose: () => void;
  /** The buttons at the bottom; without them the dialog shows a Close button. */
  actions?: ReactNode;
  /** An alert dialog (a question that needs an answer) instead of a plain dialog. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog, rendered only while open (`{open && <Dialog …/>}`): the page behind is inert,
 * focus is trapped inside and returns to the opener on close, Escape closes it.
 */
export function Dialog({ title, children, onClose, actions, role = 'dialog' }: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const onKeyDown = useModal(panel, {
    background: () =>
      Array.from(document.body.children).filter((element) => element !== backdrop.current),
    onEscape: onClose,
  });
  return createPortal(
    <div
      ref={backdrop}
      className="ui-dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className="ui-dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="ui-dialog-title">
          {title}
        </h2>
        <div id={bodyId} className="ui-dialog-body">
          {children}
        </div>
        <div className="ui-dialog-actions">
          {actions ?? (
            <Button variant="secondary" onClick={onClose}>
              <FormattedMessage id="common.close" />
            </Button>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}

interface ConfirmDialogProps {
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmation destroys something (delete a profile): a red button. */
  danger?: boolean;
  busy?: boolean;
}

/** A question with two answers; the safe one (cancel) has the focus, Escape means cancel. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger = false,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      role="alertdialog"
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {cancelLabel ?? <FormattedMessage id="common.cancel" />}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
