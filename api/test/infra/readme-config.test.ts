import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOC, REPO_ROOT } from '../../src/config';

const check = () =>
  spawnSync(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'scripts', 'docs-settings.mjs'), '--check'],
    { cwd: REPO_ROOT, encoding: 'utf8', timeout: 180_000 },
  );

describe('README settings tables', () => {
  it.each(['README.md', join('api', 'README.md')])('%s lists every CONFIG_DOC variable', (name) => {
    const readme = readFileSync(join(REPO_ROOT, name), 'utf8');
    for (const { name: variable } of CONFIG_DOC)
      expect(readme, variable).toMatch(new RegExp(`^\\|\\s*\`${variable}\`\\s*\\|`, 'm'));
  });

  it('hold exactly the table npm run docs:settings generates from CONFIG_DOC', () => {
    const run = check();
    expect(run.stderr, 'run npm run docs:settings').toBe('');
    expect(run.status).toBe(0);
  });
});
