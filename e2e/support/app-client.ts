import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { E2E_BASE_URL, REPO_ROOT } from './paths';

/**
 * The agents' app's reference client, as the mobile team runs it (`npm run app -- …`), in `lang`,
 * with a session file of its own (`session` names it: one agent's app per name).
 */
export function appClient(lang: string, session: string) {
  return (...args: string[]): Promise<{ code: number; out: string }> =>
    new Promise((done) => {
      execFile(
        process.execPath,
        ['scripts/app-client.mjs', ...args],
        {
          cwd: REPO_ROOT,
          timeout: 30_000,
          env: {
            // Not the test runner's NODE_OPTIONS (its loader): a plain Node, as a developer's shell.
            PATH: process.env.PATH,
            APP_API_URL: E2E_BASE_URL,
            APP_LANG: lang,
            APP_SESSION_FILE: join(REPO_ROOT, '.tmp', 'e2e', `${session}.json`),
          },
        },
        (error, stdout, stderr) =>
          done({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
      );
    });
}
