// Validates docker-compose.yml with the Compose CLI of this machine (`docker compose` or `docker-compose`).
import { spawnSync } from 'node:child_process';
import { ROOT } from './apps.mjs';

const candidates = [
  ['docker', ['compose', '-f', 'docker-compose.yml', 'config', '-q']],
  ['docker-compose', ['-f', 'docker-compose.yml', 'config', '-q']],
];
for (const [cmd, args] of candidates) {
  const probe = spawnSync(cmd, cmd === 'docker' ? ['compose', 'version'] : ['version'], {
    stdio: 'ignore',
  });
  if (probe.status !== 0) continue;
  // The file requires JWT_SECRET at deploy time; any value does for a syntax check.
  const env = { ...process.env, JWT_SECRET: process.env.JWT_SECRET ?? 'compose-config-check' };
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`compose: docker-compose.yml is valid (${cmd})`);
  process.exit(0);
}
console.error('compose: no Compose CLI on this machine (install docker-compose); cannot check');
process.exit(1);
