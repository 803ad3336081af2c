// What the benchmarks share: an API (or bare server) as a child process, waiting for it to answer,
// stopping it, and a fresh customer signed in through the API.
import { spawn } from 'node:child_process';
import { ROOT } from './apps.mjs';

/** `node --import tsx <args>` with these environment variables; its stderr shows in the bench's. */
export function startChild(args, env, cwd = ROOT) {
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
}

/** SIGTERM (the server's graceful shutdown), resolved once it has exited. */
export async function stopChild(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Resolves once `url` answers at all (up to 3 minutes: a cold start on a slow machine). */
export async function waitFor(url) {
  for (let i = 0; i < 900; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer`);
}

/** A new customer of the API at `base`, signed in: its credentials and access token. */
export async function newCustomer(base, label = 'bench') {
  const email = `${label}-${Date.now()}@example.com`;
  const password = 'bench-portal-1';
  const created = await fetch(`${base}/v2/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      email,
      phone: '+351 912 345 678',
      password,
      confirmPassword: password,
      origin: 'realty',
    }),
  });
  if (created.status !== 201) throw new Error(`account creation answered ${created.status}`);
  return { email, password, token: await signIn(base, email, password) };
}

/** An access token for these credentials. */
export async function signIn(base, email, password) {
  const login = await fetch(`${base}/v2/auth/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  return (await login.json()).token;
}
