import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
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
 * (`catalogs/` only merges them), each remote's `src/i18n/` and any other `i18n/` folder of an app
 * (the shell's kit page). A subfolder of a catalogue folder is part of that catalogue.
 */
export function catalogueFolders(): string[] {
  const folders: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(REPO_ROOT, dir), { withFileTypes: true })) {
      if (!entry.isDirectory() || ['node_modules', 'dist', 'catalogs'].includes(entry.name))
        continue;
      const path = `${dir}/${entry.name}`;
      // A catalogue's own subfolders are parts it merges (delivery/billing), not namespaces.
      if (existsSync(join(REPO_ROOT, path, 'en-us.ts'))) folders.push(path);
      else walk(path);
    }
  };
  const apps = readdirSync(REPO_ROOT).filter(
    (name) => name === 'shell' || name.startsWith('remote-'),
  );
  for (const root of ['shared/src', ...apps.map((app) => `${app}/src`)]) walk(root);
  return folders.sort();
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
