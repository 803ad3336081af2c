import { remoteCatalogues } from '@portal/shell/platform';
import type en from './en-us';

declare module '@portal/shared/i18n/messages' {
  interface RemoteCatalogues {
    profiles: typeof en;
  }
}

// The profiles remote's texts, one chunk per language (`messages-<locale>`, preloaded by the server),
// registered wherever the remote runs: every exposed module and the standalone page import this.
export const loadProfilesMessages = remoteCatalogues('profiles', {
  'en-us': () => import(/* webpackChunkName: "messages-en-us" */ './en-us'),
  fr: () => import(/* webpackChunkName: "messages-fr" */ './fr'),
  pt: () => import(/* webpackChunkName: "messages-pt" */ './pt'),
  es: () => import(/* webpackChunkName: "messages-es" */ './es'),
  it: () => import(/* webpackChunkName: "messages-it" */ './it'),
  de: () => import(/* webpackChunkName: "messages-de" */ './de'),
  br: () => import(/* webpackChunkName: "messages-br" */ './br'),
});
