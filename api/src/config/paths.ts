import { resolve } from 'node:path';

/** The repository root: api/src/config/paths.ts -> ../../.. */
export const REPO_ROOT = resolve(import.meta.dirname, '..', '..', '..');
