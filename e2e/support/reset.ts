import { rmSync } from 'node:fs';
import { E2E_DATA_DIR } from './paths';
import { writeRuntimeConfig } from './runtime-config';

// Runs right before the suite's server starts (Playwright starts its webServer before any
// globalSetup): a fresh database, so the demo account is seeded anew, and the default runtime config.
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
writeRuntimeConfig();
