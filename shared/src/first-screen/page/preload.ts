// The server's first-screen preload (build/plugins/first-screen.ts writes it into first-screen.json;
// api/src/plugins/external/first-screen.ts puts it inline in the page with the remotes' files).
import { resolveFirstScreen } from '../resolve';
import type { PageRef, PreloadFile, RemoteFiles, RouteTable } from '../resolve';
import { afterFirstPaint, addHeldPreloads } from './held';
import { isSignedIn, pageStorage, visitorLocale } from './session';

/** What the build hands the preload script, as JSON. */
export interface PreloadData {
  /** The router's route table (its login route a copy of one of its routes). */
  table: RouteTable;
  /** The session fields that must all be saved for the visitor to be signed in. */
  sessionKeys: readonly string[];
  /** Where the platform saves the visitor's chosen language. */
  localeKey: string;
  /** The id of the page's `<template>` of held-back first-screen preloads. */
  hintsId: string;
  /**
   * The shell's files of the shared modules a page's remote module needs before it runs and the
   * shell loads only on demand (zod), by page (`checkout/./CheckoutPage`), relative to the page.
   */
  sharedFiles?: Record<string, readonly string[]>;
}

/** The page's outside world: the browser's, or a test's. */
export interface PreloadPage {
  hash: string;
  storage: Pick<Storage, 'getItem'> | null;
  languages: readonly string[];
  doc: Document;
  /** Runs once the first frame with the title is painted (afterFirstPaint in the page). */
  later: (then: () => void) => void;
  /** Adds the page's held-back preloads, one per task (addHeldPreloads in the page). */
  addHeld: (doc: Document, hintsId: string, then: () => void) => void;
}

/**
 * Runs in the page, inline, before any script is requested: asks resolveFirstScreen which remote
 * module the URL shows and what it needs, and preloads its manifest, remote entry, scripts,
 * stylesheets and the remote's catalogue in the visitor's language, with the attributes of the
 * requests that later take them (the MF runtime's `fetch`, plain `<script>` and
 * `<link rel=stylesheet>`), so each file is downloaded once. The preloads are added `later`, first
 * among the template's, one per task: nothing but the page, the frame's script and main.js is
 * downloaded before the title. A wrong guess costs a download, never a wrong page.
 */
export function preloadFirstScreen(
  data: PreloadData,
  remotes: Record<string, RemoteFiles | undefined>,
  page: PreloadPage,
): PageRef | null {
  const { doc } = page;
  const screen = resolveFirstScreen(data.table, page.hash || '#', {
    signedIn: isSignedIn(page.storage, data.sessionKeys),
    locale: visitorLocale(page.storage, data.localeKey, page.languages),
    remotes,
  });
  // The shell's preloads wait in the page's template; the route's remote files join them, first in
  // line, and all go in one per task once the first frame is painted, as the page's own requests.
  // The mark tells the frame's script to wait for that before it starts main.js. Without the
  // template, into <head>.
  const held = doc.getElementById(data.hintsId) as HTMLTemplateElement | null;
  held?.setAttribute('data-added-by-page', '');
  // The shared modules the remote module runs on (zod for the checkout's schemas): asked for with
  // the module's own files, not once its chunk has run and the MF runtime finds them missing.
  const shared = screen.remote
    ? (data.sharedFiles?.[`${screen.remote.remote}/${screen.remote.module}`] ?? [])
    : [];
  const files: PreloadFile[] = screen.files.length
    ? [...screen.files, ...shared.map((href): PreloadFile => ({ href, as: 'script' }))]
    : [];
  const links = files.map((file) => {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = file.as;
    if (file.crossOrigin) link.crossOrigin = file.crossOrigin;
    link.href = file.href;
    return link;
  });
  if (held) {
    const first = held.content.firstChild;
    links.forEach((link) => held.content.insertBefore(link, first));
  }
  page.later(() => {
    if (!held) links.forEach((link) => doc.head.appendChild(link));
    page.addHeld(doc, data.hintsId, () => undefined);
  });
  return screen.remote;
}

/** The browser's page. */
export function browserPage(): PreloadPage {
  return {
    hash: location.hash,
    storage: pageStorage(),
    languages: navigator.languages || [],
    doc: document,
    later: afterFirstPaint,
    addHeld: addHeldPreloads,
  };
}
