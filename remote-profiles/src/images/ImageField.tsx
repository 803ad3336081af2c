import { lazy, Suspense, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  IMAGE_ERRORS,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  checkImageSize,
  sniffImageType,
  type ImageKind,
} from '@portal/shared/profiles/images';
import {
  errorBody,
  getErrorMessage,
  translateFieldMessage,
  useAppDispatch,
} from '@portal/shell/platform';
import { FileDrop } from '@portal/shell/platform/file-drop';
import { toDataUrl, uploadImage } from './uploadWithProgress';

const CropDialog = lazy(() => import('./CropDialog'));

/** What the form receives: an uploaded asset's id, or (without an account) the image itself. */
export type ChosenImage =
  { assetId: string; previewUrl: string } | { dataUrl: string; hash: string; previewUrl: string };

interface ImageFieldProps {
  kind: ImageKind;
  /** The form field the image belongs to (its errors and focus). */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The picture shown before a new one is chosen (the stored one, on edit). */
  previewUrl?: string | null;
  /** An invited person has no account: the image travels in the profile payload. */
  upload: boolean;
  error?: string;
  disabled?: boolean;
  onChosen: (image: ChosenImage) => void;
  /** The work between a confirmed crop and the chosen image (checks, upload): the form waits for it. */
  onWork?: (work: Promise<void>) => void;
}

async function imageSize(blob: Blob) {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/**
 * A logo or profile picture: choose or drop a file (the platform's FileDrop, with a thumbnail of
 * the current picture), crop it, and it is checked (type by content, size, dimensions,
 * decisions.md) and uploaded with its progress shown. The server checks it all again.
 */
export function ImageField(props: ImageFieldProps) {
  const { kind, name, label, hint, upload, error, disabled, onChosen } = props;
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  const dispatch = useAppDispatch();
  const [source, setSource] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const shownPreview = preview ?? props.previewUrl ?? null;

  const refuse = (message: string) => {
    setLocalError(translateFieldMessage(intl, message) ?? message);
  };

  async function onFile(file: File | undefined) {
    setLocalError(null);
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) return refuse(IMAGE_ERRORS.tooLarge);
    if (!sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer())))
      return refuse(IMAGE_ERRORS.type);
    try {
      const { width, height } = await imageSize(file);
      const tooSmall = checkImageSize(kind, width, height);
      if (tooSmall) return refuse(tooSmall);
    } catch {
      return refuse(IMAGE_ERRORS.unreadable);
    }
    setSource(URL.createObjectURL(file));
  }

  async function onCropped(blob: Blob) {
    if (source) URL.revokeObjectURL(source);
    setSource(null);
    button.current?.focus();
    try {
      const { width, height } = await imageSize(blob);
      const tooSmall = checkImageSize(kind, width, height);
      if (tooSmall) return refuse(tooSmall);
      const previewUrl = URL.createObjectURL(blob);
      if (!upload) {
        onChosen({ ...(await toDataUrl(blob)), previewUrl });
      } else {
        setProgress(0);
        const asset = await dispatch(uploadImage(blob, kind, setProgress));
        onChosen({ assetId: asset.id, previewUrl });
      }
      setPreview(previewUrl);
    } catch (failure) {
      const fieldText = errorBody(failure)?.fields?.file;
      setLocalError(fieldText ?? getErrorMessage(failure, intl));
    } finally {
      setProgress(null);
    }
  }

  const shownError = localError ?? error;
  return (
    <div className="profiles-image-field">
      <FileDrop
        ref={button}
        name={name}
        label={label}
        hint={hint}
        error={shownError}
        accept={IMAGE_MIME_TYPES.join(',')}
        disabled={disabled}
        previewUrl={shownPreview}
        previewAlt={intl.formatMessage({ id: 'profiles.image.current' })}
        round={kind === 'photo'}
        onFile={(file) => void onFile(file)}
      />
      {progress !== null ? (
        <label className="profiles-progress">
          <FormattedMessage id="profiles.image.uploading" />
          <progress max={1} value={progress} />
        </label>
      ) : null}
      {source ? (
        <Suspense fallback={null}>
          <CropDialog
            kind={kind}
            src={source}
            onDone={(blob) => props.onWork?.(onCropped(blob))}
            onCancel={() => {
              URL.revokeObjectURL(source);
              setSource(null);
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
