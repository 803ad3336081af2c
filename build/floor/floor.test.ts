import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES } from '../../shared/src/remotes';
import { renameCatalogueChunks } from './catalogue-chunks-loader.mjs';
import { catalogueModules, exposedModules, floorAliases, registrySource, ROOT } from './floor';

// The floor must show every screen the portal shows: every module a remote exposes (the shell's
// route table and tabs name their pages by these, typed by the same table) is reachable.
const exposed = Object.entries(REMOTES).flatMap(([remote, { exposes }]) =>
  Object.keys(exposes).map((module) => ({ remote, module })),
);

describe('the floor build', () => {
  it('aliases every exposed module of every remote to its source file', () => {
    const aliases = floorAliases();
    for (const { remote, module } of exposed) {
      const request = `${REMOTES[remote as keyof typeof REMOTES].mfName}/${module.slice(2)}`;
      const source = aliases[`${request}$`];
      expect(source, request).toBeDefined();
      expect(
        ['.ts', '.tsx'].some((ext) => existsSync(source + ext)),
        `${request} → ${source}`,
      ).toBe(true);
    }
  });

  it('loads each exposed module by its federated name, each in a chunk of its own', () => {
    const source = registrySource();
    for (const m of exposedModules()) {
      expect(source).toContain(
        `${JSON.stringify(`${m.remote}/${m.module}`)}: () => import(/* webpackChunkName: ${JSON.stringify(m.chunk)} */ ${JSON.stringify(m.request)})`,
      );
    }
    const chunks = exposedModules().map((m) => m.chunk);
    expect(new Set(chunks).size).toBe(chunks.length);
    expect(chunks).toHaveLength(exposed.length);
  });

  it("keeps each remote's catalogues in chunks of its own, one per language", () => {
    for (const { remote, file } of catalogueModules()) {
      const renamed = renameCatalogueChunks(readFileSync(file, 'utf8'), remote);
      const names = [...renamed.matchAll(/webpackChunkName: "([^"]+)"/g)].map((m) => m[1]);
      expect(names.length, file).toBeGreaterThan(0);
      for (const name of names) expect(name).toMatch(new RegExp(`^${remote}/messages-[a-z-]+$`));
    }
  });

  it("exports what the shell's remote loader exports, which the floor's takes the place of", () => {
    const exportsOf = (source: string) =>
      [...source.matchAll(/^export (?:async )?(?:function|const|class) (\w+)/gm)].map((m) => m[1]);
    const shell = readFileSync(path.join(ROOT, 'shell', 'src', 'remotes', 'registry.ts'), 'utf8');
    expect(exportsOf(shell).length).toBeGreaterThan(0);
    expect(exportsOf(registrySource()).sort()).toEqual(exportsOf(shell).sort());
  });
});
