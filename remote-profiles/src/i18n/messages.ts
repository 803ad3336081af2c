import { registerMessages } from '@portal/shell/platform';
import type { CatalogueLoader } from '@portal/shell/platform';
import type { Locale } from '@portal/shared/i18n/locales';
import type en from './en-us';

declare module '@portal/shared/i18n/messages' {
  interface RemoteCatalogues {
    profiles: typeof en;
  }
}

/** One dynamic import per language, so a page downloads only the language it shows. */
const CATALOGUES: Record<Locale, () => Promise<{ default: Record<string, string> }>> = {
  'en-us': () => import('./en-us'),
  fr: () => import('./fr'),
  pt: () => import('./pt'),
  es: () => import('./es'),
  it: () => import('./it'),
  de: () => import('./de'),
  br: () => import('./br'),
};

/** The profiles remote's texts, in every language. */
export const loadProfilesMessages: CatalogueLoader = (locale) =>
  CATALOGUES[locale]().then((m) => m.default);

// Imported by every module the remote exposes and by its standalone page: wherever the remote
// runs, its texts come with it.
registerMessages('profiles', loadProfilesMessages);
