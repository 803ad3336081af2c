// A second release of the profiles remote for the rollback test: the same source built again with
// one visible difference (the English title of the profile list), into its own folder, as a team
// would publish a new release beside the previous one. Rebuilt only when the current build of
// remote-profiles is newer than it.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';

const SOURCE = join(ROOT, 'remote-profiles');
const COPY = join(ROOT, '.tmp', 'topology', 'profiles-release-2');
/** The message changed in release 2, and the text release 2 shows. */
export const RELEASE_MESSAGE = 'profiles.list.title';
const MARKER = ' (release 2)';

export function buildProfilesRelease() {
  const dist = join(COPY, 'dist');
  const catalogue = readFileSync(join(SOURCE, 'src', 'i18n', 'en-us.ts'), 'utf8');
  const title = new RegExp(`'${RELEASE_MESSAGE.replaceAll('.', '\\.')}': '([^']+)'`).exec(
    catalogue,
  );
  if (!title)
    throw new Error(`topology: ${RELEASE_MESSAGE} not found in remote-profiles' en-us catalogue`);
  const marker = `${title[1]}${MARKER}`;
  const current = statSync(join(SOURCE, 'dist', 'mf-manifest.json')).mtimeMs;
  const built = join(dist, 'mf-manifest.json');
  if (existsSync(built) && statSync(built).mtimeMs > current) return { dist, marker };

  console.log('topology: building release 2 of remote-profiles…');
  rmSync(COPY, { recursive: true, force: true });
  mkdirSync(COPY, { recursive: true });
  cpSync(join(SOURCE, 'src'), join(COPY, 'src'), { recursive: true });
  cpSync(join(SOURCE, 'package.json'), join(COPY, 'package.json'));
  if (existsSync(join(SOURCE, 'node_modules')))
    symlinkSync(join(SOURCE, 'node_modules'), join(COPY, 'node_modules'));
  writeFileSync(
    join(COPY, 'src', 'i18n', 'en-us.ts'),
    catalogue.replace(title[0], `'${RELEASE_MESSAGE}': '${marker}'`),
  );
  // The app's own config, with absolute paths: this copy is not a sibling of rspack.base.ts.
  writeFileSync(
    join(COPY, 'rspack.config.ts'),
    readFileSync(join(SOURCE, 'rspack.config.ts'), 'utf8')
      .replace("'../rspack.base'", JSON.stringify(join(ROOT, 'rspack.base.ts')))
      .replace(
        "'../shared/src/remotes'",
        JSON.stringify(join(ROOT, 'shared', 'src', 'remotes.ts')),
      ),
  );
  const result = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'rspack'),
    ['build', '-c', 'rspack.config.ts', '--mode', 'production', '--config-loader', 'jiti'],
    {
      cwd: COPY,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0 || !existsSync(built))
    throw new Error('topology: the build of release 2 of remote-profiles failed');
  return { dist, marker };
}
