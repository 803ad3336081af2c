// `npm run dev`: the API with reload on :3100 and every app's dev server with hot reload
// (shell on :3000, which proxies the API; remotes on :3001-3004).
import { spawn } from 'node:child_process';
import { APPS, ROOT } from './apps.mjs';

const remoteEnv = Object.fromEntries(
  APPS.filter((app) => app.remote).map((app) => [
    `REMOTE_${app.remote.toUpperCase()}_URL`,
    `http://localhost:${app.devPort}/mf-manifest.json`,
  ]),
);

const processes = [
  {
    label: 'api',
    cmd: 'npx',
    args: ['tsx', 'watch', '--clear-screen=false', 'api/src/server.ts'],
    env: { PORT: '3100', ...remoteEnv },
  },
  ...APPS.map((app) => ({
    label: app.dir,
    cmd: 'npm',
    args: ['run', 'dev', '-w', app.dir],
    env: {},
  })),
];

const children = processes.map(({ label, cmd, args, env }) => {
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env } });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${label}] ${line}`)
      .join('\n') + '\n';
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => console.log(`[${label}] exited with ${code}`));
  return child;
});

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('dev: portal on http://localhost:3000 (API on :3100)');
