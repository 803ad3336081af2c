/** What the MF runtime keeps page-wide of the files it has put in the page (runtime-core global.js). */
interface FederationGlobal {
  __PRELOADED_MAP__?: Map<string, boolean>;
  __PRELOADED_ASSETS__?: Set<string>;
}

/**
 * `force` drops the runtime's manifest, entry and modules of a remote, but not what it has put in
 * the page for it: an exposed module whose files it once added is never added again (its
 * `__PRELOADED_MAP__`), a file never requested again (`__PRELOADED_ASSETS__`), and a stylesheet
 * that failed stays as a `<link>` that the remote's CSS loader then takes as loaded; nor what the
 * page preloaded (takePreload). After a failed load (the network was down), forget them all, so the
 * retry fetches every file that failed. Resolves once the preloads are taken.
 */
export async function forgetFailedFiles(mfName: string, manifestUrl: string): Promise<void> {
  const federation = (globalThis as { __FEDERATION__?: FederationGlobal }).__FEDERATION__;
  const folder = new URL('.', manifestUrl).href;
  for (const id of [...(federation?.__PRELOADED_MAP__?.keys() ?? [])]) {
    if (id.startsWith(`${mfName}/`)) federation!.__PRELOADED_MAP__!.delete(id);
  }
  for (const url of [...(federation?.__PRELOADED_ASSETS__ ?? [])]) {
    if (url.startsWith(folder)) federation!.__PRELOADED_ASSETS__!.delete(url);
  }
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.href.startsWith(folder) && !link.sheet) link.remove();
  }
  // The page's preloads of the remote (takePreload), the entry's too while it has not run: after a
  // first load whose manifest or runtime config failed, the runtime never asked for the entry, its
  // modules' files or the manifest, and the first retry would get their failed preloads (only a
  // second retry loaded). An entry that ran is not run again (a second copy of the remote's
  // runtime). Awaited: the retry's own requests then go to the network.
  const entryRan = (globalThis as Record<string, unknown>)[mfName] !== undefined;
  const taken: Array<Promise<void>> = [];
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')) {
    if (!link.href.startsWith(folder)) continue;
    if (entryRan && /\/remoteEntry[^/]*\.js$/.test(link.href)) continue;
    // Nor a direct build's runtime or a module's initial files (`entry-*`, build/direct.ts; the
    // retry asks for them under another address, registry.ts): taken, the runtime would run twice,
    // a second module cache, and an entry run before its chunks are in would leave its exports
    // unset. Its lazy chunks may run early or twice: a chunk already in is skipped.
    if (/\/direct\/entry-[^/]*\.js$/.test(link.href)) continue;
    taken.push(takePreload(link));
  }
  await Promise.all(taken);
}

/**
 * Chromium hands what the page preloaded to the first request of that address of the same kind (a
 * `<script>`, a stylesheet, a `fetch` of the same mode and credentials), even when the preload
 * failed: that request then fails at once, without going to the network. A request of the same
 * kind takes it now. Running a chunk twice does nothing (its chunk id is installed), one that never
 * ran only registers its modules, as loading it would; a stylesheet is removed again (the remote's
 * CSS loader adds its own).
 */
function takePreload(link: HTMLLinkElement): Promise<void> {
  link.remove();
  if (link.as === 'fetch') {
    const credentials = link.crossOrigin === 'use-credentials' ? 'include' : 'same-origin';
    return fetch(link.href, { credentials }).then(
      () => undefined,
      () => undefined,
    );
  }
  const taker =
    link.as === 'style'
      ? Object.assign(document.createElement('link'), { rel: 'stylesheet', href: link.href })
      : Object.assign(document.createElement('script'), { src: link.href });
  if (link.crossOrigin !== null) taker.crossOrigin = link.crossOrigin;
  const done = new Promise<void>((resolve) => {
    taker.onload = taker.onerror = () => {
      taker.remove();
      resolve();
    };
  });
  document.head.append(taker);
  return done;
}
