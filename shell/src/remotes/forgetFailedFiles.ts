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
 * retry fetches every file that failed.
 */
export function forgetFailedFiles(mfName: string, manifestUrl: string): void {
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
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    'link[rel="preload"][as="script"]',
  )) {
    if (link.href.startsWith(folder) && !/\/remoteEntry[^/]*\.js$/.test(link.href))
      takePreload(link);
  }
}

/**
 * Chromium hands a script the page preloaded (the first screen's preloads of the route's remote)
 * to the first `<script>` of that address, even when the preload failed: that script then fails
 * at once, without a request. A script of the same address takes it now, so the remote's own
 * request goes to the network. Running a chunk twice does nothing (its chunk id is installed), and
 * one that never ran only registers its modules, as loading it would.
 */
function takePreload(link: HTMLLinkElement): void {
  const script = document.createElement('script');
  script.src = link.href;
  if (link.crossOrigin !== null) script.crossOrigin = link.crossOrigin;
  script.onload = script.onerror = () => script.remove();
  document.head.append(script);
  link.remove();
}
