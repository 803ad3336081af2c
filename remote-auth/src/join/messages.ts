import { remoteCatalogues } from '@portal/shell/platform';
import type en from './i18n/en-us';

declare module '@portal/shared/i18n/messages' {
  interface RemoteCatalogues {
    join: typeof en;
  }
}

/**
 * The join page's texts (issue 37), a namespace of their own registered as the page's chunk loads
 * (the shell shows a remote's page once the catalogues registered meanwhile are in): the login
 * page, which loads the auth remote's catalogue, downloads none of them.
 */
export const loadJoinMessages = remoteCatalogues('join', {
  'en-us': () => import('./i18n/en-us'),
  fr: () => import('./i18n/fr'),
  pt: () => import('./i18n/pt'),
  es: () => import('./i18n/es'),
  it: () => import('./i18n/it'),
  de: () => import('./i18n/de'),
  br: () => import('./i18n/br'),
});
