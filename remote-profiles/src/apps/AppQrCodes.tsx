import { useEffect, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_STORE_URLS } from '@portal/shared/constants';
import { loadRuntimeConfig } from '@portal/shell/platform';

interface Store {
  id: 'ios' | 'android';
  url: string;
}

/** The QR library loads only when the users tab shows the codes. */
const loadQrCode = () => import('qrcode');

/**
 * Whether the element has come on screen: till then the page does not spend its main thread on it.
 * Without IntersectionObserver, at once.
 */
function useOnScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [onScreen, setOnScreen] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (onScreen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setOnScreen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onScreen]);
  return [ref, onScreen] as const;
}

/**
 * One store's code, drawn as SVG: a few modules of vector markup, where a bitmap at download size
 * would fill 230,000 pixels in script on the page's main thread. Drawn once it comes on
 * screen: under the list on a phone, where computing both codes (their mask patterns) was the
 * longest task of the users tab's start. The PNG for the download link is made when the link is used.
 */
function StoreCode({ store }: { store: Store }) {
  const intl = useIntl();
  const [svg, setSvg] = useState<string | null>(null);
  const [figure, onScreen] = useOnScreen<HTMLElement>();
  const name = intl.formatMessage({ id: `profiles.apps.${store.id}` });
  useEffect(() => {
    if (!onScreen) return;
    let live = true;
    void loadQrCode()
      .then((qrcode) => qrcode.toString(store.url, { type: 'svg', margin: 2 }))
      .then((markup) => {
        if (live) setSvg(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`);
      });
    return () => {
      live = false;
    };
  }, [store.url, onScreen]);

  const downloadPng = (event: MouseEvent<HTMLAnchorElement>) => {
    const link = event.currentTarget;
    if (link.getAttribute('href') !== '#') return; // Made already: the browser downloads it.
    event.preventDefault();
    void loadQrCode()
      .then((qrcode) => qrcode.toDataURL(store.url, { width: 480, margin: 2 }))
      .then((png) => {
        link.href = png;
        link.click();
      });
  };

  return (
    <figure className="profiles-qr" ref={figure}>
      {svg ? (
        <img
          src={svg}
          width={160}
          height={160}
          alt={intl.formatMessage({ id: 'profiles.apps.qr' }, { store: name })}
        />
      ) : (
        <span className="profiles-qr-placeholder" aria-hidden="true" />
      )}
      <figcaption>
        <a href={store.url}>{name}</a>
        {svg ? (
          <a
            href="#"
            download={`property-video-${store.id}.png`}
            className="profiles-qr-download"
            onClick={downloadPng}
          >
            <FormattedMessage id="profiles.apps.download" values={{ store: name }} />
          </a>
        ) : null}
      </figcaption>
    </figure>
  );
}

/** QR codes for the App Store and Google Play (spec §2 Users tab); the URLs come from the runtime config. */
export default function AppQrCodes() {
  const [stores, setStores] = useState<Store[] | null>(null);
  useEffect(() => {
    // A standalone page (the app's webview) may have no runtime-config.json: the default stores.
    void loadRuntimeConfig()
      .catch(() => DEFAULT_STORE_URLS)
      .then((config) =>
        setStores([
          { id: 'ios', url: config.appStoreUrl },
          { id: 'android', url: config.playStoreUrl },
        ]),
      );
  }, []);
  return (
    <>
      <p className="profiles-muted">
        <FormattedMessage id="profiles.apps.intro" />
      </p>
      <div className="profiles-qr-codes">
        {stores?.map((store) => (
          <StoreCode key={store.id} store={store} />
        ))}
      </div>
    </>
  );
}
