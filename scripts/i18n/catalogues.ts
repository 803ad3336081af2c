import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALES, type Locale } from '../../shared/src/i18n/locales';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');

/** One namespace's catalogues: a folder holding `<locale>.ts` for every language of the portal. */
export interface CatalogueFolder {
  /** Repository-relative folder, e.g. `remote-profiles/src/i18n` or `shared/src/i18n/errors`. */
  folder: string;
  messages: Record<Locale, Record<string, string>>;
}

/**
 * Every catalogue folder of the portal: the platform's namespaces in `shared/src/i18n/<namespace>/`
 * (`catalogs/` only merges them) and each remote's `src/i18n/`.
 */
export function catalogueFolders(): string[] {
  const folders: string[] = [];
  const sharedI18n = join(REPO_ROOT, 'shared', 'src', 'i18n');
  for (const entry of readdirSync(sharedI18n, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'catalogs')
      folders.push(join(sharedI18n, entry.name));
  }
  for (const entry of readdirSync(REPO_ROOT, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name.startsWith('remote-')) {
      folders.push(join(REPO_ROOT, entry.name, 'src', 'i18n'));
    }
  }
  return folders
    .filter((folder) => existsSync(join(folder, 'en-us.ts')))
    .map((folder) => relative(REPO_ROOT, folder))
    .sort();
}

export async function loadCatalogueFolder(folder: string): Promise<CatalogueFolder> {
  const entries = await Promise.all(
    LOCALES.map(async (locale) => {
      const url = pathToFileURL(join(REPO_ROOT, folder, `${locale}.ts`)).href;
      const module = (await import(url)) as { default: Record<string, string> };
      return [locale, module.default] as const;
    }),
  );
  return { folder, messages: Object.fromEntries(entries) as CatalogueFolder['messages'] };
}

export async function loadAllCatalogues(): Promise<CatalogueFolder[]> {
  return Promise.all(catalogueFolders().map(loadCatalogueFolder));
}
