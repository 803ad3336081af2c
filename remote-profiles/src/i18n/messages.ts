import { catalogueLoader, registerMessages } from '@portal/shell/platform';
import type en from './en-us';

declare module '@portal/shared/i18n/messages' {
  interface RemoteCatalogues {
    profiles: typeof en;
  }
}

/** The profiles remote's texts, in every language. */
export const loadProfilesMessages = catalogueLoader({
  'en-us': () => import('./en-us'),
  fr: () => import('./fr'),
  pt: () => import('./pt'),
  es: () => import('./es'),
  it: () => import('./it'),
  de: () => import('./de'),
  br: () => import('./br'),
});

// Imported by every module the remote exposes and by its standalone page: wherever the remote
// runs, its texts come with it.
registerMessages('profiles', loadProfilesMessages);
