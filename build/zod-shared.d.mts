import type { z as zod } from 'zod';

/** The shared `z` of the browser builds: a subset of zod's `z`, typed as the whole (see zod-shared.mjs). */
export declare const z: typeof zod;
