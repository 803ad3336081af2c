import { catalogueLoader, registerMessages } from '@portal/shell/platform';
import type en from '@portal/shared/i18n/roles/en-us';

declare module '@portal/shared/i18n/messages' {
  interface RemoteCatalogues {
    roles: typeof en;
  }
}

/**
 * The role page's texts: registered when its chunk loads (RoleGate), so they cost the login page
 * nothing.
 */
export const loadRoleMessages = catalogueLoader({
  'en-us': () => import('@portal/shared/i18n/roles/en-us'),
  fr: () => import('@portal/shared/i18n/roles/fr'),
  pt: () => import('@portal/shared/i18n/roles/pt'),
  es: () => import('@portal/shared/i18n/roles/es'),
  it: () => import('@portal/shared/i18n/roles/it'),
  de: () => import('@portal/shared/i18n/roles/de'),
  br: () => import('@portal/shared/i18n/roles/br'),
});

registerMessages('roles', loadRoleMessages);
