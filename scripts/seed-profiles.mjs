#!/usr/bin/env node
// `npm run seed:profiles -- --count 5000 [--email demo@example.com --password …]`: adds that many
// varied profiles to the demo customer of a running portal (not in production), raising its seats
// to fit, through POST /dev/profiles/seed signed in as that customer. PORT as for `npm start`.
import { pathToFileURL } from 'node:url';

/** Signs in as the customer and has the portal add `count` profiles to it; answers the new total. */
export async function seedProfiles(base, { count, email, password }) {
  const login = await fetch(`${base}/v2/auth/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const session = await login.json().catch(() => ({}));
  if (!login.ok) throw new Error(`sign-in refused (${login.status}): ${session.message ?? ''}`);
  const res = await fetch(`${base}/dev/profiles/seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ count }),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`seed refused (${res.status}): ${body.message ?? ''}`);
  return body;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : fallback;
  };
  const count = Number(option('count', '5000'));
  if (!Number.isInteger(count) || count < 1 || count > 20_000) {
    console.error('usage: npm run seed:profiles -- --count <1..20000> [--email … --password …]');
    process.exit(2);
  }
  const base = process.env.PORTAL_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  const started = performance.now();
  try {
    const { added, total } = await seedProfiles(base, {
      count,
      email: option('email', process.env.DEMO_EMAIL ?? 'demo@example.com'),
      password: option('password', process.env.DEMO_PASSWORD ?? 'demo-portal-1'),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${added} profiles added in ${seconds} s; the customer now has ${total}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
