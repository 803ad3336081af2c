import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { expect, test } from '../support/test';
import { LOCALES } from '@portal/shared/i18n/locales';
import { t, tIn } from '../support/i18n';
import { REPO_ROOT } from '../support/paths';
import { writeRuntimeConfig } from '../support/runtime-config';
import { expectPortal, logIn } from '../support/session';

// A remote redeployed alone brings its own texts: the shell, built before the new message existed,
// shows it translated. The next release of the profiles remote is built from a copy of its source
// with one more message, served from its own URL, and switched on in the runtime config only.
const NEXT = join(REPO_ROOT, '.tmp', 'e2e', 'remote-profiles-next');
const NEXT_URL = '/next-profiles/';
const NEW_TEXT: Record<(typeof LOCALES)[number], string> = {
  'en-us': 'Your team at a glance',
  fr: 'Votre équipe en un coup d’œil',
  pt: 'A sua equipa num relance',
  es: 'Su equipo de un vistazo',
  it: 'Il tuo team a colpo d’occhio',
  de: 'Ihr Team auf einen Blick',
  br: 'Sua equipe em um relance',
};

function buildNextProfilesRelease() {
  rmSync(NEXT, { recursive: true, force: true });
  mkdirSync(NEXT, { recursive: true });
  const source = join(REPO_ROOT, 'remote-profiles');
  cpSync(join(source, 'src'), join(NEXT, 'src'), { recursive: true });
  cpSync(join(source, 'package.json'), join(NEXT, 'package.json'));
  // The copy lives elsewhere: its config reaches the repository's shared files by absolute path.
  writeFileSync(
    join(NEXT, 'rspack.config.ts'),
    readFileSync(join(source, 'rspack.config.ts'), 'utf8')
      .replace("'../rspack.base'", JSON.stringify(join(REPO_ROOT, 'rspack.base')))
      .replace("'../shared/src/remotes'", JSON.stringify(join(REPO_ROOT, 'shared/src/remotes'))),
  );
  for (const locale of LOCALES) {
    const file = join(NEXT, 'src', 'i18n', `${locale}.ts`);
    const catalogue = readFileSync(file, 'utf8');
    const entry = `  'profiles.users.teamAtAGlance': ${JSON.stringify(NEW_TEXT[locale])},\n`;
    writeFileSync(file, catalogue.replace(/\n}( satisfies [^;]+)?;\s*$/, `\n${entry}}$1;\n`));
  }
  const page = join(NEXT, 'src', 'users', 'UsersTab.tsx');
  const tab = readFileSync(page, 'utf8');
  // The new line goes right under the tab's heading.
  const patched = tab.replace(
    /(<FormattedMessage id="profiles\.users\.title" \/>\s*<\/h\d>)/,
    '$1\n      <p><FormattedMessage id="profiles.users.teamAtAGlance" /></p>',
  );
  expect(patched, 'the users tab heading to add a line under').not.toBe(tab);
  writeFileSync(page, patched);
  execFileSync(
    'npx',
    [
      'rspack',
      'build',
      '-c',
      join(NEXT, 'rspack.config.ts'),
      '--mode',
      'production',
      '--config-loader',
      'jiti',
    ],
    { cwd: REPO_ROOT, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } },
  );
  return join(NEXT, 'dist');
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
  '.map': 'application/json',
};

test.afterEach(() => writeRuntimeConfig());

test('a remote rebuilt alone with a new message shows it translated inside the portal', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dist = buildNextProfilesRelease();
  expect(existsSync(join(dist, 'mf-manifest.json'))).toBe(true);
  // The new release is served from its own place, as a CDN would; the shell stays as it was built.
  await page.route(`**${NEXT_URL}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(NEXT_URL.length);
    const file = join(dist, path);
    if (!existsSync(file)) return route.fulfill({ status: 404 });
    await route.fulfill({
      body: readFileSync(file),
      headers: { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' },
    });
  });
  writeRuntimeConfig({ profiles: `${NEXT_URL}mf-manifest.json` });

  await logIn(page);
  await expectPortal(page);
  await expect(page.getByText(NEW_TEXT['en-us'])).toBeVisible();
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: t('profiles.users.title') }),
  ).toBeVisible();

  // The language switch changes the redeployed remote with the rest of the portal.
  await page.getByLabel(t('shell.header.language')).selectOption('de');
  await expect(page.getByText(NEW_TEXT.de)).toBeVisible();
  await expect(page.getByRole('tab', { name: tIn('de')('shell.tabs.users') })).toBeVisible();
  await expect(page.getByText('profiles.users.teamAtAGlance')).toHaveCount(0);
});
