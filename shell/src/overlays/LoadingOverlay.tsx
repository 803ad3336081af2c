import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

/** How long a wait lasts before the overlay blurs the page and shows its spinner. */
export const LOADING_OVERLAY_DELAY_MS = 500;

/**
 * The global blurred loading overlay (spec §2 "Other"). It holds input and is announced at once;
 * the blur and the spinner come once the wait is noticeable: a quick load does not flash, and a page
 * starting on a slow phone does not redraw a full-screen blur on every frame meanwhile.
 */
export function LoadingOverlay() {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), LOADING_OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div
      className={shown ? 'overlay overlay-loading-shown' : 'overlay'}
      role="status"
      aria-busy="true"
    >
      {shown ? <span className="spinner" aria-hidden="true" /> : null}
      <span className="visually-hidden">{intl.formatMessage({ id: 'common.loading' })}</span>
    </div>
  );
}
