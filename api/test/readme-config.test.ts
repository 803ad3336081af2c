import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOC } from '../src/config';

describe('README configuration table', () => {
  it('documents every environment variable the API reads', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    // Prettier pads table cells, so allow spaces around the name.
    for (const { name } of CONFIG_DOC)
      expect(readme, name).toMatch(new RegExp(`^\\|\\s*\`${name}\`\\s*\\|`, 'm'));
  });
});
