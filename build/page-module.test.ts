// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { headingOf } from '../shared/src/first-screen/page/first-paint';
import type { FirstPaintData, HeadingRoute } from '../shared/src/first-screen/page/first-paint';
import type { PreloadData } from '../shared/src/first-screen/page/preload';
import { resolveFirstScreen } from '../shared/src/first-screen/resolve';
import type { RemoteFiles, RouteTable, TableRoute } from '../shared/src/first-screen/resolve';
import { bundlePageScript, PAGE_ENTRIES } from './page-module';

type Route = TableRoute & HeadingRoute;
const login: Route = {
  path: '/login',
  access: 'guest',
  page: { remote: 'auth', module: './L' },
  titleId: 'l',
  heading: { id: 'login.title', layout: 'card' },
};
const TABLE: RouteTable<Route> = {
  routes: [
    login,
    {
      path: '/home',
      access: 'session',
      page: 'frame',
      titleId: 'h',
      heading: { id: 'home.title', layout: 'card' },
    },
    { path: '/item/:id', access: 'invitation', page: { remote: 'p', module: './I' }, titleId: 'i' },
  ],
  tabs: [{ id: 'users', label: 'u', remote: 'p', module: './U' }],
  login,
};
const REMOTES: Record<string, RemoteFiles> = {
  auth: {
    manifest: '/a/mf-manifest.json',
    entry: '/a/remoteEntry.js',
    modules: { './L': { js: ['/a/1.js'], css: ['/a/1.css'] } },
    messages: { fr: '/a/messages-fr.js', 'en-us': '/a/messages-en-us.js' },
  },
  p: {
    manifest: '/p/mf-manifest.json',
    entry: '/p/remoteEntry.js',
    modules: { './U': { js: ['/p/2.js'], css: [] }, './I': { js: ['/p/3.js'], css: [] } },
  },
};
const KEYS = ['token', 'id'];
const URLS = ['#/login', '#/home', '#/item/1', '#/item/1?invitation=x', '#/nowhere', '', '#/HOME/'];
const storageOf = (signedIn: boolean) => ({
  getItem: (key: string) => (signedIn && KEYS.includes(key) ? 'x' : null),
});

describe('the page scripts, bundled from their modules', () => {
  it('the preload script preloads what resolveFirstScreen decides', async () => {
    const data: PreloadData = {
      table: TABLE,
      sessionKeys: KEYS,
      localeKey: 'lang',
      hintsId: 'hints',
    };
    const script = await bundlePageScript(PAGE_ENTRIES.preload, data);
    expect(script).not.toMatch(/__webpack_require__|\bimport\b/);
    // As the server writes it: `(function(remotes){…})(remotes)`, run by the browser.
    const run = new Function(
      'remotes',
      'location',
      'localStorage',
      'navigator',
      'document',
      'window',
      `(function(remotes){${script}})(remotes)`,
    );
    for (const hash of URLS) {
      for (const signedIn of [false, true]) {
        const added: { href: string; as: string }[] = [];
        const doc = {
          visibilityState: 'hidden',
          createElement: () => ({}),
          getElementById: () => null,
          head: { appendChild: (link: { href: string; as: string }) => added.push(link) },
        };
        run(REMOTES, { hash }, storageOf(signedIn), { languages: ['fr-CA'] }, doc, {});
        const expected = resolveFirstScreen(TABLE, hash || '#', {
          signedIn,
          locale: 'fr',
          remotes: REMOTES,
        }).files;
        expect(
          added.map(({ href, as }) => ({ href, as })),
          `${hash} ${signedIn}`,
        ).toEqual(expected.map(({ href, as }) => ({ href, as })));
      }
    }
  });

  it("preloads the shell's on-demand shared files of the page that needs them, after its own", async () => {
    const data: PreloadData = {
      table: TABLE,
      sessionKeys: KEYS,
      localeKey: 'lang',
      hintsId: 'hints',
      sharedFiles: { 'p/./I': ['526.js', '653.js'] },
    };
    const script = await bundlePageScript(PAGE_ENTRIES.preload, data);
    const run = new Function(
      'remotes',
      'location',
      'localStorage',
      'navigator',
      'document',
      'window',
      `(function(remotes){${script}})(remotes)`,
    );
    const preloaded = (hash: string, remotes: Record<string, RemoteFiles> = REMOTES) => {
      const added: { href: string; as: string }[] = [];
      const doc = {
        visibilityState: 'hidden',
        createElement: () => ({}),
        getElementById: () => null,
        head: { appendChild: (link: { href: string; as: string }) => added.push(link) },
      };
      run(remotes, { hash }, storageOf(true), { languages: [] }, doc, {});
      return added.map(({ href, as }) => ({ href, as }));
    };
    expect(preloaded('#/item/1')).toEqual([
      { href: '/p/remoteEntry.js', as: 'script' },
      { href: '/p/3.js', as: 'script' },
      { href: '/p/mf-manifest.json', as: 'fetch' },
      { href: '526.js', as: 'script' },
      { href: '653.js', as: 'script' },
    ]);
    // Another page's module, or a remote the server does not vouch for: none of them.
    expect(preloaded('#/home').map(({ href }) => href)).not.toContain('526.js');
    expect(preloaded('#/item/1', { auth: REMOTES.auth! })).toEqual([]);
  });

  it("the first paint draws the heading headingOf picks, in the visitor's language", async () => {
    const headings = TABLE.routes.map(({ path, access, heading }) => ({ path, access, heading }));
    const data: FirstPaintData = {
      // As JSON carries it: the login route a copy of the first.
      table: JSON.parse(JSON.stringify({ routes: headings, login: headings[0] })),
      sessionKeys: KEYS,
      localeKey: 'lang',
      hintsId: 'hints',
      launchKey: 'launch',
      texts: {
        'en-us': { 'login.title': 'Sign in', 'home.title': 'Home' },
        de: { 'login.title': 'Anmelden', 'home.title': 'Start' },
      },
      entry: 'main.js',
    };
    const script = await bundlePageScript(PAGE_ENTRIES.firstPaint, data);
    for (const hash of URLS) {
      for (const signedIn of [false, true]) {
        // The shell's page: its frame, a heading's template, the language select.
        document.documentElement.innerHTML =
          '<body><main id="main"></main><select id="first-paint-language"><option value="en-us" lang="en-US"></option><option value="de" lang="de-DE"></option></select>' +
          '<template data-first-paint-layout="card"><h1 data-first-paint-heading></h1></template></body>';
        history.replaceState(null, '', `/${hash}`);
        localStorage.clear();
        if (signedIn) KEYS.forEach((key) => localStorage.setItem(key, 'x'));
        localStorage.setItem('lang', 'de');
        new Function(script)();
        const heading = headingOf(data, { hash, search: '' }, { signedIn, launched: false });
        const drawn = document.querySelector('#main [data-first-paint-heading]');
        expect(drawn?.textContent ?? null, `${hash} ${signedIn}`).toBe(
          heading ? data.texts.de![heading.id]! : null,
        );
        expect(document.documentElement.lang).toBe('de-DE');
      }
    }
  });
});
