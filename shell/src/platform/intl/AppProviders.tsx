import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { LOCALE_TAGS } from '@portal/shared/i18n/locales';
import type { Locale } from '@portal/shared/i18n/locales';
import type { Catalogue } from '@portal/shared/i18n/messages';
import { useLocale } from '../hooks';
import type { MessageId } from './messageIds';
import { store as portalStore } from '../store';
import type { AppStore } from '../store';
import { LaunchGate } from '../webview/LaunchGate';
import {
  cataloguesLoaded,
  cataloguesVersion,
  loadCatalogues,
  messagesOf,
  subscribeCatalogues,
} from './registry';

/**
 * The messages of the chosen language, from the platform and every registered remote. A new
 * language shows once all its catalogues are in; until then the previous one stays on screen.
 */
function useCatalogue(locale: Locale): { locale: Locale; messages: Catalogue } | null {
  const [shown, setShown] = useState<Locale | null>(() =>
    cataloguesLoaded(locale) ? locale : null,
  );
  useEffect(() => {
    let active = true;
    loadCatalogues(locale).then(
      () => {
        if (active) setShown(locale);
      },
      // A failed download keeps the language on screen; picking a language again retries.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [locale]);
  // A remote that registers its namespace later re-renders the tree with its messages.
  const version = useSyncExternalStore(subscribeCatalogues, cataloguesVersion);
  return useMemo(
    () => (shown ? { locale: shown, messages: messagesOf(shown) } : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shown, version],
  );
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
    // Every namespace's catalogue is complete (its test says so); together they hold every id in use.
    <IntlProvider
      locale={tag}
      messages={catalogue.messages as Record<MessageId, string>}
      defaultLocale="en-US"
    >
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
      <LocalizedTree>
        <LaunchGate store={store}>{children}</LaunchGate>
      </LocalizedTree>
    </Provider>
  );
}
