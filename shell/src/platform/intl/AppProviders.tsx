import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import type { Locale } from '@portal/shared/i18n/locales';
import { useLocale } from '../hooks';
import { store as portalStore } from '../store';
import type { AppStore } from '../store';
import { loadedCatalogue, preloadMessages } from './catalogues';
import type { Catalogue } from './catalogues';

/** Downloads the chosen language's catalogue; keeps showing the previous one until it arrives. */
function useCatalogue(locale: Locale): { locale: Locale; messages: Catalogue } | null {
  const [current, setCurrent] = useState(() => {
    const messages = loadedCatalogue(locale);
    return messages ? { locale, messages } : null;
  });
  useEffect(() => {
    let active = true;
    preloadMessages(locale).then(
      (messages) => {
        if (active) setCurrent({ locale, messages });
      },
      // A failed download keeps the language on screen; picking a language again retries.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [locale]);
  return current;
}

function LocalizedTree({ children }: { children: ReactNode }) {
  const catalogue = useCatalogue(useLocale());
  const tag = catalogue ? LOCALE_TAGS[catalogue.locale] : undefined;
  useEffect(() => {
    if (tag) document.documentElement.lang = tag;
  }, [tag]);
  if (!catalogue || !tag) {
    // No text exists before the first catalogue: a quiet busy indicator, no words.
    return <div className="app-pending" role="status" aria-busy="true" />;
  }
  return (
    <IntlProvider locale={tag} messages={catalogue.messages} defaultLocale="en-US">
      {children}
    </IntlProvider>
  );
}

/** The store and the translated messages every page of the portal needs (shell and standalone remotes). */
export function AppProviders({
  children,
  store = portalStore,
}: {
  children: ReactNode;
  store?: AppStore;
}) {
  return (
    <Provider store={store}>
      <LocalizedTree>{children}</LocalizedTree>
    </Provider>
  );
}
