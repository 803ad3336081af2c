import { useId, useState } from 'react';
import Cropper from 'react-easy-crop';
import type { Area } from 'react-easy-crop';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImageKind } from '@portal/shared/profiles/images';
import { Button, Dialog } from '@portal/shell/platform';
import { cropToBlob } from './cropToBlob';
import './crop.css';

export interface CropDialogProps {
  kind: ImageKind;
  /** An object URL of the chosen file. */
  src: string;
  onDone: (cropped: Blob) => void;
  onCancel: () => void;
}

/**
 * Crops a logo or a profile picture before it is sent (spec §2 "crop dialogs"). The crop area
 * moves with the arrow keys once focused, the zoom is a labelled slider: all of it works without
 * a mouse. Loaded only when a picture is chosen (react-easy-crop stays out of the first screen).
 */
export default function CropDialog({ kind, src, onDone, onCancel }: CropDialogProps) {
  const intl = useIntl();
  const zoomId = useId();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!area) return;
    setBusy(true);
    try {
      onDone(await cropToBlob(src, area, kind));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={
        <FormattedMessage
          id={kind === 'logo' ? 'profiles.crop.logoTitle' : 'profiles.crop.photoTitle'}
        />
      }
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            <FormattedMessage id="common.cancel" />
          </Button>
          {/* Busy until the picture is drawn and its crop area known: a press before does nothing. */}
          <Button busy={busy || !area} onClick={() => void confirm()}>
            <FormattedMessage id="profiles.crop.apply" />
          </Button>
        </>
      }
    >
      <p className="crop-hint">
        <FormattedMessage id="profiles.crop.hint" />
      </p>
      <div className="crop-area">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          // A logo keeps its own shape within a square; a profile picture is a round portrait.
          aspect={1}
          cropShape={kind === 'photo' ? 'round' : 'rect'}
          objectFit="contain"
          keyboardStep={10}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          cropperProps={{
            role: 'group',
            'aria-label': intl.formatMessage({ id: 'profiles.crop.area' }),
          }}
        />
      </div>
      <div className="ui-field">
        <label htmlFor={zoomId} className="ui-label">
          <FormattedMessage id="profiles.crop.zoom" />
        </label>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={3}
          step={0.1}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </div>
    </Dialog>
  );
}
