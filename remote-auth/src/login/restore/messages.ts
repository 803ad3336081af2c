import { remoteCatalogues } from '@portal/shell/platform';
import type en from './i18n/en-us';

declare module '@portal/shared/i18n/messages' {
  interface RemoteCatalogues {
    authRestore: typeof en;
  }
}

/**
 * The undo of an account's deletion (issue 39), a namespace of its own registered as its chunk
 * loads: the login page's first screen downloads none of it.
 */
export const loadRestoreMessages = remoteCatalogues('authRestore', {
  'en-us': () => import('./i18n/en-us'),
  fr: () => import('./i18n/fr'),
  pt: () => import('./i18n/pt'),
  es: () => import('./i18n/es'),
  it: () => import('./i18n/it'),
  de: () => import('./i18n/de'),
  br: () => import('./i18n/br'),
});
