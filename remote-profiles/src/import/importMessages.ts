import { catalogueLoader, registerMessages } from '@portal/shell/platform';
import type en from '@portal/shared/i18n/delivery/import/en-us';

declare module '@portal/shared/i18n/messages' {
  interface RemoteCatalogues {
    importTexts: typeof en;
  }
}

/**
 * The import's texts that the server writes too (its field refusals, why an image URL could not be
 * used): one catalogue in shared/, registered when the import page's chunk loads, so neither the
 * first screen nor the users tab carries them.
 */
export const loadImportMessages = catalogueLoader({
  'en-us': () => import('@portal/shared/i18n/delivery/import/en-us'),
  fr: () => import('@portal/shared/i18n/delivery/import/fr'),
  pt: () => import('@portal/shared/i18n/delivery/import/pt'),
  es: () => import('@portal/shared/i18n/delivery/import/es'),
  it: () => import('@portal/shared/i18n/delivery/import/it'),
  de: () => import('@portal/shared/i18n/delivery/import/de'),
  br: () => import('@portal/shared/i18n/delivery/import/br'),
});

registerMessages('importTexts', loadImportMessages);
