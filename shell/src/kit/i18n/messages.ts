import { registerMessages } from '@portal/shell/platform';
import type { CatalogueLoader } from '@portal/shell/platform';
import type { Locale } from '@portal/shared/i18n/locales';
import type en from './en-us';

declare module '@portal/shared/i18n/messages' {
  interface RemoteCatalogues {
    kit: typeof en;
  }
}

const CATALOGUES: Record<Locale, () => Promise<{ default: Record<string, string> }>> = {
  'en-us': () => import('./en-us'),
  fr: () => import('./fr'),
  pt: () => import('./pt'),
  es: () => import('./es'),
  it: () => import('./it'),
  de: () => import('./de'),
  br: () => import('./br'),
};

/** The kit page's sample texts: remotes' texts travel with the remotes, so the kit has its own. */
export const loadKitMessages: CatalogueLoader = (locale) =>
  CATALOGUES[locale]().then((m) => m.default);

registerMessages('kit', loadKitMessages);
