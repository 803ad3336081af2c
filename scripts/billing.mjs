#!/usr/bin/env node
// `npm run billing -- advance 35d [--no-wait]`: moves the local billing engine's clock of a
// running portal (not in production) and starts a run of the renewals that became due; then
// shows the run's progress until it finishes (not with --no-wait). PORT as for `npm start`.
const args = process.argv.slice(2);
const noWait = args.includes('--no-wait');
const [command, by] = args.filter((arg) => arg !== '--no-wait');
if (command !== 'advance' || !/^\d+[mhd]$/.test(by ?? '')) {
  console.error(
    'usage: npm run billing -- advance <n>d|<n>h|<n>m [--no-wait]   (e.g. advance 35d)',
  );
  process.exit(2);
}
const base = process.env.PORTAL_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

async function call(path, init) {
  const res = await fetch(`${base}${path}`, init);
  const body = await res.json().catch(() => ({}));
  if (!res.ok) {
    console.error(`${res.status}: ${body.message ?? 'the portal refused'}`);
    process.exit(1);
  }
  return body;
}

const { jobId, now } = await call('/dev/billing/advance', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ by }),
});
console.log(`billing clock now ${now}; renewal run ${jobId}`);
if (noWait) process.exit(0);

let shown = '';
for (;;) {
  const job = await call(`/dev/billing/jobs/${jobId}`);
  const line = `${job.done}/${job.total} looked at: ${job.renewed} renewed, ${job.failed} failed, ${job.canceled} ended`;
  if (line !== shown) console.log(line);
  shown = line;
  if (job.finished) {
    if (job.error) {
      console.error(`the run stopped: ${job.error}`);
      process.exit(1);
    }
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
