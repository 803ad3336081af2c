import { remoteCatalogues } from '@portal/shell/platform';
import type en from './i18n/en-us';

declare module '@portal/shared/i18n/messages' {
  interface RemoteCatalogues {
    secondFactorRecovery: typeof en;
  }
}

/** The lost-factor link's page texts (issue 38), registered as the page's chunk loads. */
export const loadSecondFactorRecoveryMessages = remoteCatalogues('secondFactorRecovery', {
  'en-us': () => import('./i18n/en-us'),
  fr: () => import('./i18n/fr'),
  pt: () => import('./i18n/pt'),
  es: () => import('./i18n/es'),
  it: () => import('./i18n/it'),
  de: () => import('./i18n/de'),
  br: () => import('./i18n/br'),
});
