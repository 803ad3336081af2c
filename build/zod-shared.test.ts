import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as zod from 'zod';
import { usedExportsOf } from './shared-exports.mjs';
import { z as shared } from './zod-shared.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const SOURCE_DIRS = [
  'shell/src',
  'shared/src',
  ...readdirSync(ROOT)
    .filter((dir) => dir.startsWith('remote-'))
    .map((dir) => `${dir}/src`),
];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(?:ts|tsx|mjs|js)$/.test(entry.name)) yield path;
  }
}

/** Every `z.<member>` the source names that zod has at run time (`z.infer` is a type only). */
function runtimeMembersUsed(): string[] {
  const used = new Set<string>();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(join(ROOT, dir))) {
      const text = readFileSync(file, 'utf8');
      if (!/from\s*['"]zod['"]/.test(text)) continue;
      for (const [, member] of text.matchAll(/\bz\.([A-Za-z_$][\w$]*)/g)) {
        if (member! in zod.z) used.add(member!);
      }
    }
  }
  return [...used].sort();
}

describe('the zod the browser builds share', () => {
  it('is imported as `z` only, so the shared `z` is all a page needs', () => {
    expect(usedExportsOf('zod')).toEqual(['z']);
  });

  it("holds every zod function the portal's source calls, as zod itself", () => {
    const used = runtimeMembersUsed();
    expect(used).toContain('object');
    for (const member of used) {
      expect(shared, `z.${member}`).toHaveProperty(member, zod.z[member as keyof typeof zod.z]);
    }
  });

  it('builds schemas that validate as zod does', () => {
    const schema = shared.object({
      email: shared.string().min(3),
      age: shared.number().optional(),
    });
    expect(schema.safeParse({ email: 'a@b.c' }).success).toBe(true);
    expect(schema.safeParse({ email: 'ab', age: 'x' }).error?.issues.map((i) => i.path[0])).toEqual(
      ['email', 'age'],
    );
  });
});
