import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { usedExportsOf } from './shared-exports.mjs';

const root = mkdtempSync(join(tmpdir(), 'shared-exports-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function source(file: string, text: string) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
}

describe('exports the portal uses from a shared package', () => {
  it('unites what the shell and every remote import, whatever the import looks like', () => {
    source('shell/src/a.tsx', "import { Link, useNavigate as go } from 'react-router-dom';\n");
    source(
      'remote-profiles/src/video/VideoPage.tsx',
      "import {\n  useParams,\n  type Location,\n  Link,\n} from 'react-router-dom';\n",
    );
    source(
      'remote-auth/src/types.ts',
      "import type { NavigateFunction } from 'react-router-dom';\n",
    );
    source('shared/src/x.ts', "export { matchPath } from 'react-router-dom';\n");
    source('remote-account/src/dist/ignored.js', "import { Form } from 'react-router-dom';\n");
    expect(usedExportsOf('react-router-dom', root)).toEqual([
      'Link',
      'matchPath',
      'useNavigate',
      'useParams',
    ]);
  });

  it('gives up (no trimming) when a file takes the whole module', () => {
    source('remote-checkout/src/all.ts', "import * as Router from 'react-redux';\n");
    expect(usedExportsOf('react-redux', root)).toBeNull();
    source('remote-checkout/src/lazy.ts', "const intl = import('react-intl');\n");
    expect(usedExportsOf('react-intl', root)).toBeNull();
  });

  it('lists, for the real source, only exports the packages really have', async () => {
    for (const pkg of ['react-router-dom', '@reduxjs/toolkit', 'react-redux', 'react-intl']) {
      const used = usedExportsOf(pkg);
      expect(used, pkg).not.toBeNull();
      const module = (await import(pkg)) as Record<string, unknown>;
      for (const name of used!) expect(module, `${pkg} ${name}`).toHaveProperty(name);
    }
  });
});
