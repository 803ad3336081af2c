import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The portal's design tokens (shell/src/platform/ui/tokens.css), the one source of its look. The
 * billing portal's page is served alone by the API, so it declares the tokens its rules use,
 * with that file's values, read once at start (the API image carries the file; without it the
 * API does not start rather than draw an unstyled page).
 */
const TOKENS_FILE = join(import.meta.dirname, '../../../../shell/src/platform/ui/tokens.css');

/** The custom properties of the file's first `:root` block (the unconditional values). */
export function parseTokens(css: string): Map<string, string> {
  const root = /:root\s*\{([^}]*)\}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''))?.[1] ?? '';
  return new Map(
    [...root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
      name!,
      value!.trim(),
    ]),
  );
}

/** `:root{…}` with the tokens `rules` use, and those they use in turn (a ring uses the surface). */
export function tokensFor(rules: string, tokens: Map<string, string>): string {
  const used = new Set<string>();
  const visit = (text: string) => {
    for (const [, name] of text.matchAll(/var\((--[\w-]+)\)/g)) {
      if (used.has(name!)) continue;
      const value = tokens.get(name!);
      if (value === undefined) throw new Error(`tokens.css has no ${name}`);
      used.add(name!);
      visit(value);
    }
  };
  visit(rules);
  return `:root{${[...used].map((name) => `${name}:${tokens.get(name)}`).join(';')}}`;
}

export const DESIGN_TOKENS = parseTokens(readFileSync(TOKENS_FILE, 'utf8'));
