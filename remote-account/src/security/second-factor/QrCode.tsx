import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

/** The QR library loads only when a set-up shows its code. */
const loadQrCode = () => import('qrcode');

/**
 * The authenticator app's set-up as a QR code, drawn as SVG. Its alternative, the secret as text,
 * is beside it (TotpSetup): the image's text only says what it is for.
 */
export function QrCode({ uri }: { uri: string }) {
  const intl = useIntl();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadQrCode()
      .then((qrcode) => qrcode.toString(uri, { type: 'svg', margin: 2 }))
      .then((markup) => {
        if (live) setSvg(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`);
      });
    return () => {
      live = false;
    };
  }, [uri]);
  return svg ? (
    <img
      className="account-qr"
      src={svg}
      width={176}
      height={176}
      alt={intl.formatMessage({ id: 'account.secondFactor.qrAlt' })}
    />
  ) : (
    <span className="account-qr account-qr-placeholder" aria-hidden="true" />
  );
}
