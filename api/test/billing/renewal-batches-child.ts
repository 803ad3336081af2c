// A renewal run in its own process, for the kill -9 test (renewal-batches.test.ts): every charge
// key it asks the provider for is appended to a file, then the charge takes a few ms.
import { appendFileSync } from 'node:fs';
import { runBillingCycle } from '../../src/billing/lifecycle';
import { createLocalProvider } from '../../src/billing/local/local-provider';
import { openPostgres } from '../../src/db/postgres';

const [url, keysFile, batchSize] = process.argv.slice(2);
const local = createLocalProvider();
const db = await openPostgres(url!, 2);
await runBillingCycle(
  db,
  {
    ...local,
    async chargeSavedCard(charge, q) {
      appendFileSync(keysFile!, `${charge.key}\n`);
      await new Promise((resolve) => setTimeout(resolve, 3));
      return local.chargeSavedCard(charge, q);
    },
  },
  { batchSize: Number(batchSize) },
);
await db.close();
