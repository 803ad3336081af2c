import { describe, expect, it } from 'vitest';
import type { RemoteFiles } from '@portal/shared/first-screen/resolve';
import { addHeldPreloads } from '@portal/shared/first-screen/page/held';
import { preloadFirstScreen } from '@portal/shared/first-screen/page/preload';
import type { PreloadData, PreloadPage } from '@portal/shared/first-screen/page/preload';
import { isSignedIn } from '@portal/shared/first-screen/page/session';
import { FIRST_SCREEN_HINTS, firstScreenTable, SESSION_FIELDS } from './firstScreen';
import { LOCALE_KEY } from '../platform/locale/localeSlice';
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

/** What the build writes into the page's preload script (shell/rspack.config.ts). */
const DATA: PreloadData = {
  table: firstScreenTable(),
  sessionKeys: SESSION_FIELDS,
  localeKey: LOCALE_KEY,
  hintsId: FIRST_SCREEN_HINTS,
};

/** The page's preload script with the shell's data, in a page of the test's making. */
const preload = (
  remotes: Record<string, RemoteFiles | undefined>,
  hash: string,
  storage: PreloadPage['storage'],
  doc: Document,
  later: PreloadPage['later'],
  addHeld: PreloadPage['addHeld'],
  locale?: string,
) =>
  preloadFirstScreen(DATA, remotes, {
    hash,
    storage,
    languages: locale ? [locale] : [],
    doc,
    later,
    addHeld,
  });

/** The page's first paint, come at once. */
const now = (then: () => void) => then();
/** A page without held-back preloads: nothing to add. */
const nothingHeld = (_doc: Document, _id: string, then: () => void) => then();

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
  // The page's rule on the stored session agrees with the app's on its state.
  expect(isSignedIn(storage, SESSION_FIELDS)).toBe(signedIn);
  return storage;
}

/** The login page's remote, its manifest and entry only. */
const authEntryOnly: RemoteFiles = {
  manifest: '/remotes/auth/mf-manifest.json',
  entry: '/remotes/auth/remoteEntry.js',
  modules: { './LoginPage': { js: [], css: [] } },
};

/** The page's script on `#/login` for a signed-out visitor, the login remote's files known. */
const preloadLogin = (
  doc: Document,
  later: (then: () => void) => void,
  addHeld: PreloadPage['addHeld'] = nothingHeld,
) => preload({ auth: authEntryOnly }, '#/login', storageOf(false), doc, later, addHeld);

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
    for (const signedIn of [false, true]) {
      for (const hash of LOCATIONS) {
        const url = new URL(hash.slice(1) || '/', 'http://x');
        const expected = pageForLocation(url.pathname, url.search, signedIn);
        const storage = storageOf(signedIn);
        const picked = preload({}, hash, storage, fakeDocument().doc, now, nothingHeld);
        expect(picked, `${hash}, signed in: ${signedIn}`).toEqual(expected);
      }
    }
  });

  it("preloads the module's files with the attributes of the requests that take them", () => {
    const auth: RemoteFiles = {
      manifest: '/remotes/auth/mf-manifest.json',
      entry: '/remotes/auth/remoteEntry.js',
      modules: {
        './LoginPage': { js: ['/remotes/auth/175.js'], css: ['/remotes/auth/login.css'] },
      },
      messages: { 'en-us': '/remotes/auth/messages-en-us.js', fr: '/remotes/auth/messages-fr.js' },
    };
    const { doc, links } = fakeDocument();
    preload({ auth }, '#/login', storageOf(false), doc, now, nothingHeld, 'fr');
    expect(links).toEqual([
      { rel: 'preload', as: 'script', href: '/remotes/auth/remoteEntry.js' },
      { rel: 'preload', as: 'script', href: '/remotes/auth/175.js' },
      { rel: 'preload', as: 'style', href: '/remotes/auth/login.css' },
      // The remote's texts in the visitor's language, loaded by a plain <script> too.
      { rel: 'preload', as: 'script', href: '/remotes/auth/messages-fr.js' },
      {
        rel: 'preload',
        as: 'fetch',
        crossOrigin: 'anonymous',
        href: '/remotes/auth/mf-manifest.json',
      },
    ]);
  });

  it('adds the preloads only once the page has painted its first frame', () => {
    const { doc, links } = fakeDocument();
    let painted: (() => void) | undefined;
    preloadLogin(doc, (then) => {
      painted = then;
    });
    expect(links).toEqual([]);
    painted!();
    expect(links.map((link) => link.href)).toEqual([
      '/remotes/auth/remoteEntry.js',
      '/remotes/auth/mf-manifest.json',
    ]);
  });

  it("puts the remote's preloads first among the page's held-back ones, added once painted", () => {
    const shellHint = { href: '/108.js' };
    const queue: unknown[] = [shellHint];
    const attributes = new Set<string>();
    const held = {
      setAttribute: (name: string) => attributes.add(name),
      content: {
        get firstChild() {
          return queue[0] ?? null;
        },
        insertBefore: (link: unknown, before: unknown) =>
          queue.splice(before ? queue.indexOf(before) : queue.length, 0, link),
      },
    };
    const doc = {
      createElement: () => ({}),
      getElementById: (id: string) => (id === FIRST_SCREEN_HINTS ? held : null),
    } as unknown as Document;
    let painted: (() => void) | undefined;
    const added: unknown[] = [];
    preloadLogin(
      doc,
      (then) => {
        painted = then;
      },
      (_doc, _id, then) => {
        added.push(...queue.splice(0));
        then();
      },
    );
    // Marked for the frame's script, which then leaves the adding to the page.
    expect(attributes).toEqual(new Set(['data-added-by-page']));
    // The manifest after the files it names, all before the shell's own.
    expect(queue.map((link) => (link as { href: string }).href)).toEqual([
      '/remotes/auth/remoteEntry.js',
      '/remotes/auth/mf-manifest.json',
      '/108.js',
    ]);
    expect(added).toEqual([]);
    painted!();
    expect(added).toHaveLength(3);
  });

  it('adds nothing for a remote the server named no files of, or with storage blocked', () => {
    const { doc, links } = fakeDocument();
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(preload({}, '#/login', blocked, doc, now, nothingHeld)).toEqual({
      remote: 'auth',
      module: './LoginPage',
    });
    expect(links).toEqual([]);
  });
});

describe("the page's held-back preloads", () => {
  it('go into <head> one per task, then the app starts', async () => {
    const hints = Array.from({ length: 3 }, (_, index) => ({ href: `/${index}.js` }));
    const children = [...hints];
    const added: unknown[] = [];
    const doc = {
      getElementById: (id: string) =>
        id === FIRST_SCREEN_HINTS
          ? {
              content: {
                get firstElementChild() {
                  return children[0] ?? null;
                },
              },
            }
          : null,
      head: {
        appendChild: (link: unknown) => {
          added.push(link);
          children.splice(children.indexOf(link as never), 1);
        },
      },
    } as unknown as Document;
    let appStarted = false;
    const started = new Promise<void>((resolve) =>
      addHeldPreloads(doc, FIRST_SCREEN_HINTS, () => {
        appStarted = true;
        resolve();
      }),
    );
    // The first one at once, each of the others in a task of its own.
    expect(added).toEqual([hints[0]]);
    expect(appStarted).toBe(false);
    await started;
    expect(added).toEqual(hints);
    expect(children).toEqual([]);
  });
});
