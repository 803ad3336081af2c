import { rmSync } from 'node:fs';
import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { seedDemoAccount } from '../../api/src/demo/demo-seed';
import { seedDemoSamples } from '../../api/src/demo/demo-samples';
import { demoOfSlot, E2E_DATA_DIR, E2E_WORKERS } from './paths';
import { writeRuntimeConfig } from './runtime-config';

// Runs right before the suite's server starts (Playwright starts its webServer before any
// globalSetup): a fresh database, so the demo account is seeded anew, and the default runtime config.
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
writeRuntimeConfig();

// Each worker slot but the first gets a demo customer of its own (paths.ts demoOfSlot), made by the
// server's own demo seeding, so in the seeded one's state: ACTIVE, 5 users, its number proven, the
// two sample profiles and the sample video (which no API call can make). The server seeds slot 0's
// at its start; the copies are seeded first, in the same database, each then moved to its own
// number (still proven), since a proven number belongs to one account.
const extra = Array.from({ length: E2E_WORKERS - 1 }, (_, index) => demoOfSlot(index + 1));
if (extra.length > 0) {
  const app = await buildApp(
    loadConfig({ ...process.env, DEMO_EMAIL: extra[0]!.email, DEMO_PASSWORD: extra[0]!.password }),
  );
  try {
    for (const demo of extra) {
      const seeding = Object.create(app, {
        config: { value: { ...app.config, demo: { ...app.config.demo, ...demo } } },
      }) as typeof app;
      await seedDemoAccount(seeding);
      await seedDemoSamples(seeding);
      const moved = await app.db.query<{ id: string }>(
        'UPDATE accounts SET phone = $1, phone_verified_at = now() WHERE email = $2 RETURNING id',
        [demo.phone, demo.email],
      );
      if (moved.length !== 1) throw new Error(`demo customer ${demo.email} not seeded`);
    }
  } finally {
    await app.close();
  }
}
