import { catalogueLoader, registerMessages } from '@portal/shell/platform';
import type en from '@portal/shared/i18n/kit-on-demand/en-us';

declare module '@portal/shared/i18n/messages' {
  interface RemoteCatalogues {
    kitOnDemand: typeof en;
  }
}

/**
 * The texts of the kit's primitives that have a module path of their own (`FileDrop`, `StepNav`):
 * registered when one of them is first imported, so they cost the login page nothing. An app that
 * imports one from a page module gets its texts before the page shows (the shell waits for every
 * registered catalogue before it renders a remote's page).
 */
export const loadKitOnDemandMessages = catalogueLoader({
  'en-us': () => import('@portal/shared/i18n/kit-on-demand/en-us'),
  fr: () => import('@portal/shared/i18n/kit-on-demand/fr'),
  pt: () => import('@portal/shared/i18n/kit-on-demand/pt'),
  es: () => import('@portal/shared/i18n/kit-on-demand/es'),
  it: () => import('@portal/shared/i18n/kit-on-demand/it'),
  de: () => import('@portal/shared/i18n/kit-on-demand/de'),
  br: () => import('@portal/shared/i18n/kit-on-demand/br'),
});

registerMessages('kitOnDemand', loadKitOnDemandMessages);
