import { useId, useRef, useState } from 'react';
import type { DragEvent, ReactNode, Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { buttonClass } from '@portal/shell/platform';
import './kitOnDemand';
import './fileDrop.css';

export interface FileDropProps {
  label: ReactNode;
  /** The form field's name, carried by the button: the form finds and focuses the field by it. */
  name?: string;
  hint?: ReactNode;
  /** The translated error text, when the field is invalid. */
  error?: string;
  /** The input's `accept` list (MIME types). */
  accept?: string;
  disabled?: boolean;
  /** The current picture, shown as a thumbnail; none: "No picture yet". */
  previewUrl?: string | null;
  /** The thumbnail's text alternative ("Current picture" unless told). */
  previewAlt?: string;
  /** A portrait: the thumbnail is round and filled. */
  round?: boolean;
  /** A chosen or dropped file; the input is cleared, so the same file may be chosen again. */
  onFile: (file: File) => void;
  /** The button (for focus, e.g. back from a dialog the file opened). */
  ref?: Ref<HTMLButtonElement>;
}

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * A picture chooser in the portal's words and look: a group named by its label holding a thumbnail
 * of the current picture, a real button that opens the system's file chooser (keyboard: Tab, then
 * Enter or Space), and a drop zone, the whole group, for a file dragged onto it. The browser's own
 * input ("Choose File / No file chosen", in the browser's language) stays hidden.
 */
export function FileDrop(props: FileDropProps) {
  const { label, name, hint, error, accept, disabled = false, previewUrl, round = false } = props;
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const ids = {
    legend: `${id}-label`,
    text: `${id}-text`,
    hint: hint ? `${id}-hint` : undefined,
    error: error ? `${id}-error` : undefined,
  };
  const describedBy = [ids.error, ids.hint].filter(Boolean).join(' ') || undefined;

  const take = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (file && !disabled) props.onFile(file);
  };
  const onDragOver = (event: DragEvent) => {
    if (disabled || !carriesFiles(event)) return;
    // Without this the browser opens the dropped file in place of the page.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    if (disabled || !carriesFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <fieldset
      className="ui-field ui-file-drop"
      data-dragging={dragging || undefined}
      data-invalid={error ? true : undefined}
      disabled={disabled}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <legend id={ids.legend} className="ui-label">
        {label}
      </legend>
      <div className="ui-file-drop-zone">
        <span className="ui-file-drop-thumb" data-round={round || undefined}>
          {previewUrl ? (
            <img
              src={previewUrl}
              alt={props.previewAlt ?? intl.formatMessage({ id: 'common.fileDrop.current' })}
            />
          ) : (
            <span className="ui-file-drop-none">
              <FormattedMessage id="common.fileDrop.none" />
            </span>
          )}
        </span>
        <span className="ui-file-drop-actions">
          <button
            ref={props.ref}
            type="button"
            name={name}
            className={buttonClass('secondary')}
            aria-labelledby={`${ids.legend} ${ids.text}`}
            aria-describedby={describedBy}
            onClick={() => input.current?.click()}
          >
            <span id={ids.text}>
              <FormattedMessage
                id={previewUrl ? 'common.fileDrop.change' : 'common.fileDrop.choose'}
              />
            </span>
          </button>
          <span className="ui-file-drop-or">
            <FormattedMessage id="common.fileDrop.drop" />
          </span>
        </span>
        <input
          ref={input}
          type="file"
          accept={accept}
          hidden
          tabIndex={-1}
          onChange={(event) => take(event.target.files?.[0])}
        />
      </div>
      {hint ? (
        <p id={ids.hint} className="ui-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="ui-field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
