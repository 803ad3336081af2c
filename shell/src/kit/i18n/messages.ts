import { catalogueLoader, registerMessages } from '@portal/shell/platform';
import type en from './en-us';

declare module '@portal/shared/i18n/messages' {
  interface RemoteCatalogues {
    kit: typeof en;
  }
}

/** The kit page's sample texts: remotes' texts travel with the remotes, so the kit has its own. */
export const loadKitMessages = catalogueLoader({
  'en-us': () => import('./en-us'),
  fr: () => import('./fr'),
  pt: () => import('./pt'),
  es: () => import('./es'),
  it: () => import('./it'),
  de: () => import('./de'),
  br: () => import('./br'),
});

registerMessages('kit', loadKitMessages);
