import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const REMOTES = readdirSync(ROOT).filter((name) => name.startsWith('remote-'));
/** The API's domains: each folder of api/src holds one domain's repositories, services and plugins. */
const API_DOMAINS = [
  'activity',
  'auth',
  'accounts',
  'members',
  'profiles',
  'brand-kit',
  'imports',
  'assets',
  'delivery',
  'billing',
  'agents',
  'demo',
  'web',
  'passkeys',
  'second-factor',
  'data-export',
  'account-deletion',
];
/** What every domain may use and which uses no domain. */
const API_INFRASTRUCTURE = [
  'db',
  'errors',
  'i18n',
  'limits',
  'telemetry',
  'health',
  'metrics',
  'logger.ts',
  'serializer.ts',
  'config.ts',
  'config',
  'jobs',
];

/**
 * The picture of the repository, kept by lint: remotes use `shared/` and `@portal/shell/platform`
 * only, never each other or the shell's internals; the platform does not reach back into the shell
 * app; `shared/` depends on no app; the API knows no front end; the build (`build/`,
 * `rspack.base.ts`) imports no app's `src/` and no app imports it. Paths are resolved, so an import
 * by package name is held to the same rule as a relative one.
 */
const zones = [
  ...REMOTES.flatMap((remote) => [
    {
      target: `./${remote}`,
      from: REMOTES.filter((other) => other !== remote).map((other) => `./${other}`),
      message: 'A remote is deployed alone: share code through shared/ or the platform.',
    },
    {
      target: `./${remote}`,
      from: './shell/src',
      except: ['./platform'],
      message: 'A remote may use the shell only through @portal/shell/platform.',
    },
  ]),
  {
    target: './shell/src/platform',
    from: './shell/src',
    except: ['./platform'],
    message: 'The platform is what remotes share: it cannot depend on the shell app.',
  },
  {
    target: './shell',
    from: REMOTES.map((remote) => `./${remote}`),
    message: 'The shell loads remotes at run time (Module Federation), never by import.',
  },
  {
    target: './shared',
    from: ['./shell', './api', './e2e', ...REMOTES.map((remote) => `./${remote}`)],
    message: 'shared/ is used by every app and depends on none.',
  },
  {
    target: './api',
    from: ['./shell', ...REMOTES.map((remote) => `./${remote}`)],
    message: 'The API shares rules with the front end through shared/ only.',
  },
  {
    target: ['./build', './rspack.base.ts'],
    from: ['./shell/src', ...REMOTES.map((remote) => `./${remote}/src`)],
    message:
      "The build imports no app: an app's config hands it what it needs (build/first-screen-input.ts).",
  },
  {
    target: ['./shell/src', './shared', ...REMOTES.map((remote) => `./${remote}/src`)],
    from: './build',
    message: 'App code does not import the build: what both need lives in shared/.',
  },
  {
    target: ['./remote-profiles/src/!(users)/**', './remote-profiles/src/*.{ts,tsx}'],
    from: './remote-profiles/src/users/profilesApi.ts',
    message:
      "Other features of the remote import the users feature's endpoints from users/index.ts",
  },
  // The API's layers (api/README.md, "Who may import whom"): a domain folder of api/src imports
  // infrastructure and other domains, never the HTTP layer (routes/) nor the plugins that wire the
  // app (plugins/); infrastructure imports no domain. Cycles are refused by import-x/no-cycle.
  {
    target: API_DOMAINS.map((domain) => `./api/src/${domain}`),
    from: ['./api/src/routes', './api/src/plugins', './api/src/app.ts', './api/src/server.ts'],
    message:
      'A domain does not import the HTTP layer or the app wiring: move what it needs down into a domain or infrastructure.',
  },
  {
    target: API_INFRASTRUCTURE.map((path) => `./api/src/${path}`),
    from: [
      ...API_DOMAINS.map((domain) => `./api/src/${domain}`),
      './api/src/routes',
      './api/src/plugins',
      './api/src/app.ts',
      './api/src/server.ts',
    ],
    message: 'Infrastructure is used by every domain and depends on none.',
  },
];

/** Document names that comments may cite: the files in docs/ and at the root of each folder. */
const citable = (file) => {
  const names = new Set(existsSync(join(ROOT, 'docs')) ? readdirSync(join(ROOT, 'docs')) : []);
  for (const dir of [ROOT, dirname(file)]) {
    for (const name of readdirSync(dir)) if (name.endsWith('.md')) names.add(name);
  }
  return names;
};

/** Code comments cite documents of the repository only (docs/), so a reader can follow them. */
const citedDocuments = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    return {
      Program() {
        const names = citable(context.filename);
        for (const comment of context.sourceCode.getAllComments()) {
          const cited = [...comment.value.matchAll(/\b([\w-]+\.md)\b/g)].map((m) => m[1]);
          if (/\bspec §/.test(comment.value)) cited.push('spec.md');
          for (const name of cited.filter((n) => !names.has(n))) {
            context.report({
              loc: comment.loc,
              message: `The comment cites ${name}, which is not in docs/: move what it needs there.`,
            });
          }
        }
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', 'data', '.tmp', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, portal: { rules: { 'cited-documents': citedDocuments } } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // no-cycle reads the imported files themselves: with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
      // A relative path into another workspace would bundle a second copy of it.
      'import-x/no-relative-packages': 'error',
      'portal/cited-documents': 'error',
    },
  },
  {
    // Build configs and the repository's scripts sit beside the apps they build or measure and
    // read their files by path.
    files: ['rspack.base.ts', '*/rspack.config.ts', 'scripts/**', 'build/**'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    // The e2e suite reads the remotes' catalogues to find elements by their text.
    files: ['e2e/**'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    // A spec takes `test` from e2e/support/test.ts: it fails on a console error of its pages.
    files: ['e2e/tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from '../support/test'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/**/*.tsx', 'remote-*/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Inside the shell the platform is imported by its package name: it is a Module Federation
    // singleton, and a relative import would make a second copy that swallows injected endpoints.
    files: ['shell/src/**/*.{ts,tsx}'],
    // Tests may reach the platform's test helpers, which are not part of its contract.
    ignores: ['shell/src/platform/**', 'shell/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                './platform',
                './platform/*',
                '../platform',
                '../platform/*',
                '../../platform/*',
              ],
              message: 'Import @portal/shell/platform.',
            },
          ],
        },
      ],
    },
  },
  {
    // Dates, numbers and money are written in the reader's language: through Intl (react-intl's
    // formatDate / formatNumber, or Intl.* with the active locale), never the runtime's default.
    files: ['shell/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'toFixed'].map(
          (property) => ({
            property,
            message: 'Format dates, numbers and money through Intl in the active language.',
          }),
        ),
      ],
    },
  },
);
