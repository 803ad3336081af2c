// `npm start`: builds whatever web app is missing or stale, then serves the portal and the API
// from one process (http://localhost:3000 unless PORT says otherwise).
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';

const build = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-web.mjs')], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'api', 'src', 'server.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { WEB_ROOT: ROOT, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
