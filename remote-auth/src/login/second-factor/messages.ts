import { remoteCatalogues } from '@portal/shell/platform';
import type en from './i18n/en-us';

declare module '@portal/shared/i18n/messages' {
  interface RemoteCatalogues {
    authSecondFactor: typeof en;
  }
}

/**
 * The second-factor step's texts (issue 38), a namespace of their own registered as the step's
 * chunk loads: the login page's first screen downloads none of them.
 */
export const loadSecondFactorMessages = remoteCatalogues('authSecondFactor', {
  'en-us': () => import('./i18n/en-us'),
  fr: () => import('./i18n/fr'),
  pt: () => import('./i18n/pt'),
  es: () => import('./i18n/es'),
  it: () => import('./i18n/it'),
  de: () => import('./i18n/de'),
  br: () => import('./i18n/br'),
});
