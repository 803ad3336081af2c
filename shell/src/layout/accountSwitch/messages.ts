import { catalogueLoader, registerMessages } from '@portal/shell/platform';
import type en from '@portal/shared/i18n/account-switch/en-us';

declare module '@portal/shared/i18n/messages' {
  interface RemoteCatalogues {
    accountSwitch: typeof en;
  }
}

/**
 * The account switcher's texts: registered when its chunk loads (the header, for a member), so
 * they cost the login page nothing.
 */
export const loadAccountSwitchMessages = catalogueLoader({
  'en-us': () => import('@portal/shared/i18n/account-switch/en-us'),
  fr: () => import('@portal/shared/i18n/account-switch/fr'),
  pt: () => import('@portal/shared/i18n/account-switch/pt'),
  es: () => import('@portal/shared/i18n/account-switch/es'),
  it: () => import('@portal/shared/i18n/account-switch/it'),
  de: () => import('@portal/shared/i18n/account-switch/de'),
  br: () => import('@portal/shared/i18n/account-switch/br'),
});

registerMessages('accountSwitch', loadAccountSwitchMessages);
