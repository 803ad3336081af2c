import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_HINTS, firstScreenTable, preloadFirstScreen } from './firstScreen';
import type { FirstScreenRemote } from './firstScreen';
import { writeSession } from '../platform/session/persistence';
import { selectIsLoggedIn } from '../platform/session/selectors';
import { initialSessionState } from '../platform/session/sessionSlice';
import { pageForLocation } from './routes';

type Link = { rel: string; as: string; href: string; crossOrigin?: string };

/** The links the page's script adds, as a browser's <head> would hold them. */
function fakeDocument() {
  const links: Link[] = [];
  const doc = {
    createElement: () => ({}),
    getElementById: () => null,
    head: { appendChild: (link: Link) => links.push(link) },
  } as unknown as Document;
  return { doc, links };
}

/** The page's first paint, come at once. */
const now = (then: () => void) => then();

/** localStorage as the platform leaves it: signed out, or after a sign-in. */
function storageOf(signedIn: boolean) {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
  const session = signedIn
    ? {
        ...initialSessionState,
        id: 'c1',
        token: 'access',
        refreshToken: 'refresh',
        tokenTtl: 3600,
        loginTime: 1,
      }
    : initialSessionState;
  expect(selectIsLoggedIn({ session })).toBe(signedIn);
  writeSession(storage, session);
  return storage;
}

const LOCATIONS = [
  '#/login',
  '#/create-account?email=a%40b.c',
  '#/forgot',
  '#/recover?token=x',
  '#/checkout',
  '#/additional-info',
  '#/additional-info?billing=true',
  '#/additional-info?tab=settings',
  '#/additional-info?tab=nonsense',
  '#/video/ff957a08',
  '#/user/42?invitation=abc',
  '#/user/42',
  '#/nowhere',
  '#/LOGIN',
  '#/login/',
  '',
];

describe("the page's first-screen preload", () => {
  it('picks the remote module the router will show, signed in or not', () => {
    const table = firstScreenTable();
    for (const signedIn of [false, true]) {
      for (const hash of LOCATIONS) {
        const url = new URL(hash.slice(1) || '/', 'http://x');
        const expected = pageForLocation(url.pathname, url.search, signedIn);
        const storage = storageOf(signedIn);
        const picked = preloadFirstScreen(table, {}, hash, storage, fakeDocument().doc, now);
        expect(picked, `${hash}, signed in: ${signedIn}`).toEqual(expected);
      }
    }
  });

  it("preloads the module's files with the attributes of the requests that take them", () => {
    const auth: FirstScreenRemote = {
      manifest: '/remotes/auth/mf-manifest.json',
      entry: '/remotes/auth/remoteEntry.js',
      modules: {
        './LoginPage': { js: ['/remotes/auth/175.js'], css: ['/remotes/auth/login.css'] },
      },
    };
    const { doc, links } = fakeDocument();
    preloadFirstScreen(firstScreenTable(), { auth }, '#/login', storageOf(false), doc, now);
    expect(links).toEqual([
      {
        rel: 'preload',
        as: 'fetch',
        crossOrigin: 'anonymous',
        href: '/remotes/auth/mf-manifest.json',
      },
      { rel: 'preload', as: 'script', href: '/remotes/auth/remoteEntry.js' },
      { rel: 'preload', as: 'script', href: '/remotes/auth/175.js' },
      { rel: 'preload', as: 'style', href: '/remotes/auth/login.css' },
    ]);
  });

  it('adds the preloads only once the page has painted its first frame', () => {
    const auth: FirstScreenRemote = {
      manifest: '/remotes/auth/mf-manifest.json',
      entry: '/remotes/auth/remoteEntry.js',
      modules: { './LoginPage': { js: [], css: [] } },
    };
    const { doc, links } = fakeDocument();
    let painted: (() => void) | undefined;
    preloadFirstScreen(firstScreenTable(), { auth }, '#/login', storageOf(false), doc, (then) => {
      painted = then;
    });
    expect(links).toEqual([]);
    painted!();
    expect(links.map((link) => link.href)).toEqual([
      '/remotes/auth/mf-manifest.json',
      '/remotes/auth/remoteEntry.js',
    ]);
  });

  it("adds the shell's held-back preloads once the page has painted its first frame", () => {
    const held = { id: 'held preloads' };
    const added: unknown[] = [];
    const doc = {
      getElementById: (id: string) => (id === FIRST_SCREEN_HINTS ? { content: held } : null),
      head: { append: (content: unknown) => added.push(content) },
    } as unknown as Document;
    let painted: (() => void) | undefined;
    preloadFirstScreen(firstScreenTable(), {}, '#/login', storageOf(false), doc, (then) => {
      painted = then;
    });
    expect(added).toEqual([]);
    painted!();
    expect(added).toEqual([held]);
  });

  it('adds nothing for a remote the server named no files of, or with storage blocked', () => {
    const { doc, links } = fakeDocument();
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(preloadFirstScreen(firstScreenTable(), {}, '#/login', blocked, doc, now)).toEqual({
      remote: 'auth',
      module: './LoginPage',
    });
    expect(links).toEqual([]);
  });
});
