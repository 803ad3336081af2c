import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_STORE_URLS } from '@portal/shared/api/runtimeConfig';
import { loadRuntimeConfig } from '@portal/shell/platform';

interface Store {
  id: 'ios' | 'android';
  url: string;
}

/** One store's code: drawn once as a PNG data URL, shown as an image and downloadable as is. */
function StoreCode({ store }: { store: Store }) {
  const intl = useIntl();
  const [png, setPng] = useState<string | null>(null);
  const name = intl.formatMessage({ id: `profiles.apps.${store.id}` });
  useEffect(() => {
    let live = true;
    // The QR library loads only when the users tab shows the codes.
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(store.url, { width: 480, margin: 2 }))
      .then((url) => {
        if (live) setPng(url);
      });
    return () => {
      live = false;
    };
  }, [store.url]);
  return (
    <figure className="profiles-qr">
      {png ? (
        <img
          src={png}
          width={160}
          height={160}
          alt={intl.formatMessage({ id: 'profiles.apps.qr' }, { store: name })}
        />
      ) : (
        <span className="profiles-qr-placeholder" aria-hidden="true" />
      )}
      <figcaption>
        <a href={store.url}>{name}</a>
        {png ? (
          <a
            href={png}
            download={`property-video-${store.id}.png`}
            className="profiles-qr-download"
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
