import { catalogueLoader, registerMessages } from '@portal/shell/platform';
import type en from './en-us';

declare module '@portal/shared/i18n/messages' {
  interface RemoteCatalogues {
    checkout: typeof en;
  }
}

/**
 * The checkout remote's texts, in every language, one file each (`messages-<locale>`): the
 * one-process server preloads the visitor's own with the page's module.
 */
export const loadCheckoutMessages = catalogueLoader({
  'en-us': () => import(/* webpackChunkName: "messages-en-us" */ './en-us'),
  fr: () => import(/* webpackChunkName: "messages-fr" */ './fr'),
  pt: () => import(/* webpackChunkName: "messages-pt" */ './pt'),
  es: () => import(/* webpackChunkName: "messages-es" */ './es'),
  it: () => import(/* webpackChunkName: "messages-it" */ './it'),
  de: () => import(/* webpackChunkName: "messages-de" */ './de'),
  br: () => import(/* webpackChunkName: "messages-br" */ './br'),
});

// Imported by every module the remote exposes and by its standalone page: wherever the remote
// runs, its texts come with it.
registerMessages('checkout', loadCheckoutMessages);
