#!/usr/bin/env node
// `npm run billing -- advance 35d`: moves the local billing engine's clock of a running portal
// (not in production) and applies the renewals that became due. PORT as for `npm start`.
const [command, by] = process.argv.slice(2);
if (command !== 'advance' || !/^\d+[mhd]$/.test(by ?? '')) {
  console.error('usage: npm run billing -- advance <n>d|<n>h|<n>m   (e.g. advance 35d)');
  process.exit(2);
}
const base = process.env.PORTAL_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const res = await fetch(`${base}/dev/billing/advance`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ by }),
});
const body = await res.json().catch(() => ({}));
if (!res.ok) {
  console.error(`${res.status}: ${body.message ?? 'the portal refused'}`);
  process.exit(1);
}
console.log(
  `billing clock now ${body.now}: ${body.renewed} renewed, ${body.failed} failed, ${body.canceled} ended`,
);
