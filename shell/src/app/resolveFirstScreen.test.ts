import { describe, expect, it } from 'vitest';
import { resolveFirstScreen } from '@portal/shared/first-screen/resolve';
import type { RemoteFiles } from '@portal/shared/first-screen/resolve';
import { can } from '@portal/shared/roles/roles';
import type { TPermission, TRole } from '@portal/shared/roles/roles';
import { FIRST_SCREEN_TABLE, ROUTES } from './routes';

/** Every remote served with its files, as the server reads them from the manifests. */
const MODULES: Record<string, string[]> = {
  auth: [
    './LoginPage',
    './CreateAccountPage',
    './ForgotPage',
    './RecoverPage',
    './JoinPage',
    './SecondFactorRecoveryPage',
  ],
  checkout: ['./CheckoutPage'],
  profiles: ['./UsersTab', './VideoPage', './UserWizardPage', './BrandKitPage'],
  account: ['./BillingTab', './SettingsTab'],
};
const slug = (module: string) => module.slice(2).toLowerCase();
const REMOTES: Record<string, RemoteFiles> = Object.fromEntries(
  Object.entries(MODULES).map(([remote, modules]) => [
    remote,
    {
      manifest: `/remotes/${remote}/mf-manifest.json`,
      entry: `/remotes/${remote}/remoteEntry.js`,
      modules: Object.fromEntries(
        modules.map((m) => [
          m,
          { js: [`/remotes/${remote}/${slug(m)}.js`], css: [`/remotes/${remote}/${slug(m)}.css`] },
        ]),
      ),
      messages: {
        'en-us': `/remotes/${remote}/messages-en-us.1.js`,
        fr: `/remotes/${remote}/messages-fr.2.js`,
      },
    },
  ]),
);

/** What a page of `remote` preloads: entry, scripts, stylesheet, catalogue, the manifest last. */
const filesOf = (remote: string, module: string, locale: string) => [
  { href: `/remotes/${remote}/remoteEntry.js`, as: 'script' },
  { href: `/remotes/${remote}/${slug(module)}.js`, as: 'script' },
  { href: `/remotes/${remote}/${slug(module)}.css`, as: 'style' },
  {
    href: `/remotes/${remote}/messages-${locale}.${locale === 'fr' ? 2 : 1}.js`,
    as: 'script',
  },
  { href: `/remotes/${remote}/mf-manifest.json`, as: 'fetch', crossOrigin: 'anonymous' },
];

type Row = [
  url: string,
  signedIn: boolean,
  route: string | null,
  title: string | null,
  remote: string | null,
  module: string | null,
];

const LOGIN = ['/login', 'shell.title.login', 'auth', './LoginPage'] as const;
const NOWHERE = [null, null, null, null] as const;

/** Every route of the table, signed out and signed in: what the router shows and loads. */
const ROWS: Row[] = [
  ['/login', false, ...LOGIN],
  ['/login', true, ...NOWHERE],
  [
    '/create-account',
    false,
    '/create-account',
    'shell.title.createAccount',
    'auth',
    './CreateAccountPage',
  ],
  [
    '/create-account',
    true,
    '/create-account',
    'shell.title.createAccount',
    'auth',
    './CreateAccountPage',
  ],
  ['/forgot', false, '/forgot', 'shell.title.forgot', 'auth', './ForgotPage'],
  ['/forgot', true, '/forgot', 'shell.title.forgot', 'auth', './ForgotPage'],
  ['/recover?token=t', false, '/recover', 'shell.title.recover', 'auth', './RecoverPage'],
  ['/recover?token=t', true, '/recover', 'shell.title.recover', 'auth', './RecoverPage'],
  ['/join?token=t', false, '/join', 'shell.title.join', 'auth', './JoinPage'],
  ['/join?token=t', true, '/join', 'shell.title.join', 'auth', './JoinPage'],
  [
    '/second-factor-recovery?token=t',
    false,
    '/second-factor-recovery',
    'shell.title.secondFactorRecovery',
    'auth',
    './SecondFactorRecoveryPage',
  ],
  [
    '/second-factor-recovery?token=t',
    true,
    '/second-factor-recovery',
    'shell.title.secondFactorRecovery',
    'auth',
    './SecondFactorRecoveryPage',
  ],
  ['/checkout?plan=pro', false, '/checkout', 'shell.title.checkout', 'checkout', './CheckoutPage'],
  ['/checkout?plan=pro', true, '/checkout', 'shell.title.checkout', 'checkout', './CheckoutPage'],
  ['/additional-info', false, ...LOGIN],
  ['/additional-info', true, '/additional-info', 'shell.tabs.users', 'profiles', './UsersTab'],
  [
    '/additional-info?billing=true',
    true,
    '/additional-info',
    'shell.tabs.billing',
    'account',
    './BillingTab',
  ],
  [
    '/additional-info?tab=settings',
    true,
    '/additional-info',
    'shell.tabs.settings',
    'account',
    './SettingsTab',
  ],
  [
    '/additional-info?tab=unknown',
    true,
    '/additional-info',
    'shell.tabs.users',
    'profiles',
    './UsersTab',
  ],
  ['/video/7', false, ...LOGIN],
  ['/video/7', true, '/video/:videoId', 'shell.title.video', 'profiles', './VideoPage'],
  ['/Video/7/', true, '/video/:videoId', 'shell.title.video', 'profiles', './VideoPage'],
  ['/user/new', false, ...LOGIN],
  [
    '/user/new?invitation=abc',
    false,
    '/user/:userId',
    'shell.title.userProfile',
    'profiles',
    './UserWizardPage',
  ],
  ['/user/u1', true, '/user/:userId', 'shell.title.userProfile', 'profiles', './UserWizardPage'],
  ['/brand-kit', false, ...LOGIN],
  ['/brand-kit', true, '/brand-kit', 'shell.title.brandKit', 'profiles', './BrandKitPage'],
  ['/nowhere', false, ...LOGIN],
  ['/nowhere', true, ...NOWHERE],
  ['/video', false, ...LOGIN],
];

describe('the first screen of a URL', () => {
  it('covers every route of the table, signed out and signed in', () => {
    for (const signedIn of [false, true]) {
      const shown = new Set(ROWS.filter((row) => row[1] === signedIn).map((row) => row[0]));
      const paths = [...shown].map((url) => new URL(url, 'http://x').pathname.toLowerCase());
      for (const route of ROUTES) {
        const pattern = new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}/?$`);
        expect(
          paths.some((path) => pattern.test(path)),
          `${route.path} ${signedIn}`,
        ).toBe(true);
      }
    }
  });

  for (const locale of ['en-us', 'fr']) {
    for (const [url, signedIn, path, title, remote, module] of ROWS) {
      it(`${url}, ${signedIn ? 'signed in' : 'signed out'}, in ${locale}`, () => {
        // As a page's hash and as a plain path: the same screen.
        for (const at of [`https://portal.example/#${url}`, url]) {
          const screen = resolveFirstScreen(FIRST_SCREEN_TABLE, at, {
            signedIn,
            locale,
            remotes: REMOTES,
          });
          expect(screen.route?.path ?? null).toBe(path);
          expect(screen.title).toBe(title);
          expect(screen.remote).toEqual(remote && module ? { remote, module } : null);
          expect(screen.files).toEqual(remote && module ? filesOf(remote, module, locale) : []);
        }
      });
    }
  }

  it('reads every path of the table as written: letters, dashes and :params only', () => {
    for (const route of ROUTES) expect(route.path).toMatch(/^(\/([a-z-]+|:[a-zA-Z]+))+$/);
  });

  it('preloads nothing of a remote the server does not serve, but still names the page', () => {
    const screen = resolveFirstScreen(FIRST_SCREEN_TABLE, '#/checkout', {
      signedIn: false,
      locale: 'fr',
      remotes: { auth: REMOTES.auth! },
    });
    expect(screen.remote).toEqual({ remote: 'checkout', module: './CheckoutPage' });
    expect(screen.files).toEqual([]);
  });

  it('opens the login page on an empty hash', () => {
    const screen = resolveFirstScreen(FIRST_SCREEN_TABLE, 'https://portal.example/#', {
      signedIn: false,
    });
    expect(screen.route?.path).toBe('/login');
  });
});

/** What each role's first screen is (issue 37): its first tab by default, nothing it may not use. */
describe("the first screen of a URL for a member's role", () => {
  const allowedFor = (role: TRole) => (permission: string) => can(role, permission as TPermission);
  const ROLE_ROWS: [role: TRole, url: string, title: string, module: string | null][] = [
    ['owner', '/additional-info', 'shell.tabs.users', './UsersTab'],
    ['admin', '/additional-info', 'shell.tabs.users', './UsersTab'],
    ['viewer', '/additional-info', 'shell.tabs.users', './UsersTab'],
    // The default page after sign-in: the first tab the role can use.
    ['billing', '/additional-info', 'shell.tabs.billing', './BillingTab'],
    ['billing', '/additional-info?tab=unknown', 'shell.tabs.billing', './BillingTab'],
    ['viewer', '/additional-info?billing=true', 'shell.tabs.billing', './BillingTab'],
    ['billing', '/additional-info?tab=settings', 'shell.tabs.settings', './SettingsTab'],
    // A tab or page the role cannot use, asked for by name: the role page, nothing preloaded.
    ['billing', '/additional-info?tab=users', 'shell.tabs.users', null],
    ['admin', '/additional-info?billing=true', 'shell.tabs.billing', null],
    ['billing', '/user/new', 'shell.title.userProfile', null],
    ['viewer', '/user/u1', 'shell.title.userProfile', null],
    ['viewer', '/brand-kit', 'shell.title.brandKit', null],
    ['billing', '/video/7', 'shell.title.video', null],
    ['viewer', '/video/7', 'shell.title.video', './VideoPage'],
    ['admin', '/brand-kit', 'shell.title.brandKit', './BrandKitPage'],
    // The invited agent's own link is theirs, whoever is signed in.
    ['billing', '/user/new?invitation=abc', 'shell.title.userProfile', './UserWizardPage'],
  ];
  for (const [role, url, title, module] of ROLE_ROWS) {
    it(`${url} for ${role}`, () => {
      const screen = resolveFirstScreen(FIRST_SCREEN_TABLE, `#${url}`, {
        signedIn: true,
        locale: 'en-us',
        remotes: REMOTES,
        allowed: allowedFor(role),
      });
      expect(screen.title).toBe(title);
      expect(screen.remote?.module ?? null).toBe(module);
      if (!module) expect(screen.files).toEqual([]);
    });
  }
});
