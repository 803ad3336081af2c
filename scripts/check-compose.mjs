// Validates docker-compose.yml, alone (production) and with docker-compose.trial.yml (a local
// trial), with the Compose CLI of this machine (`docker compose` or `docker-compose`).
import { spawnSync } from 'node:child_process';
import { ROOT } from './apps.mjs';

const STACKS = [['docker-compose.yml'], ['docker-compose.yml', 'docker-compose.trial.yml']];
const files = (stack) => stack.flatMap((file) => ['-f', file]);
const candidates = [
  ['docker', (stack) => ['compose', ...files(stack), 'config', '-q']],
  ['docker-compose', (stack) => [...files(stack), 'config', '-q']],
];
for (const [cmd, args] of candidates) {
  const probe = spawnSync(cmd, cmd === 'docker' ? ['compose', 'version'] : ['version'], {
    stdio: 'ignore',
  });
  if (probe.status !== 0) continue;
  // The file requires JWT_SECRET at deploy time; any value does for a syntax check.
  const env = { ...process.env, JWT_SECRET: process.env.JWT_SECRET ?? 'compose-config-check' };
  for (const stack of STACKS) {
    const result = spawnSync(cmd, args(stack), { cwd: ROOT, stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
    console.log(`compose: ${stack.join(' + ')} is valid (${cmd})`);
  }
  process.exit(0);
}
console.error('compose: no Compose CLI on this machine (install docker-compose); cannot check');
process.exit(1);
