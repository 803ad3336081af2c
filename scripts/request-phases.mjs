// Request phases of a page load, read from what Chromium really sends (DevTools protocol, Network
// domain): the page is phase 1; a request made by the HTML parser (a script, a stylesheet, a
// <link rel=preload>) or by a stylesheet is one phase after the file that names it; a request made
// by a script is one phase after the latest of the scripts in its call stack, async parents
// included (code that runs from a script cannot start before that script has arrived), and after any
// JSON document the same scripts fetched earlier that names the file (a remote's mf-manifest.json
// names its chunks: the MF runtime learns their URLs from it). A URL counts
// in the phase of its FIRST request: a file a preload already fetched, taken from memory by the
// script or fetch that asked for it later, sends nothing new; a preload the later request does not
// match (mode, credentials) shows up as a second request of the same URL, a duplicate.
// Used by `npm run bench:web` and e2e/tests/request-phases.spec.ts.

/**
 * Starts recording the requests of a Playwright page (Chromium only). Call before `page.goto`.
 * Async call stacks are switched on so that a request made in a promise continuation names the
 * script that scheduled it.
 */
export async function recordRequests(page) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Network.requestWillBeSent', (event) => events.push(event));
  const json = new Set();
  cdp.on('Network.responseReceived', (event) => {
    if (/json/.test(event.response.mimeType)) json.add(event.requestId);
  });
  const bodies = [];
  cdp.on('Network.loadingFinished', (event) => {
    if (!json.has(event.requestId)) return;
    bodies.push(
      cdp
        .send('Network.getResponseBody', { requestId: event.requestId })
        .then(({ body }) => events.push({ ...event, method: 'loadingFinished', body }))
        .catch(() => undefined),
    );
  });
  await cdp.send('Network.enable');
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 });
  return {
    events,
    async stop() {
      await Promise.all(bodies);
      await cdp.detach().catch(() => undefined);
      return events;
    },
  };
}

/** Every URL of a call stack and of its async parents. */
function stackUrls(stack) {
  const urls = [];
  for (let part = stack; part; part = part.parent) {
    for (const frame of part.callFrames) if (frame.url) urls.push(frame.url);
  }
  return urls;
}

/**
 * What a request waits for: the file that names it (by URL), or the scripts of its stack (by URL)
 * and the JSON documents those scripts fetched that name it (by request: of two requests of one
 * document, the one that finished last before this request, the one the script most likely read).
 */
function parentsOf(event, documentUrl, documents) {
  const { initiator } = event;
  if (initiator.type === 'script') {
    const urls = stackUrls(initiator.stack);
    const read = new Map();
    for (const doc of documents) {
      if (doc.finishedAt > event.timestamp || !names(doc, event.request.url)) continue;
      if (!urls.some((url) => doc.fetchedBy.has(url))) continue;
      if ((read.get(doc.url)?.finishedAt ?? -Infinity) < doc.finishedAt) read.set(doc.url, doc);
    }
    if (urls.length + read.size > 0) return { urls, requests: [...read.values()] };
  }
  if (initiator.url) return { urls: [initiator.url], requests: [] };
  return { urls: event.request.url === documentUrl ? [] : [documentUrl], requests: [] };
}

/** Does a fetched JSON document name this URL, relative to its own folder? */
function names(doc, url) {
  const folder = doc.url.slice(0, doc.url.lastIndexOf('/') + 1);
  return url.startsWith(folder) && doc.body.includes(url.slice(folder.length));
}

/**
 * The phases of the requests sent up to `untilWallTimeMs` (epoch ms; all of them if left out):
 * `depth` (the longest chain), `chain` (its URLs, first to last), `requests` (how many), and over
 * the whole recording `duplicates` (URLs requested more than once, with the count).
 */
export function requestPhases(events, { untilWallTimeMs = Infinity } = {}) {
  // Redirect hops reuse their request id: one request.
  const sent = new Map();
  const finished = new Map();
  for (const event of events) {
    if (event.method === 'loadingFinished') finished.set(event.requestId, event);
    else if (/^https?:/.test(event.request.url) && !sent.has(event.requestId))
      sent.set(event.requestId, event);
  }
  const all = [...sent.values()];
  const counts = new Map();
  for (const event of all) counts.set(event.request.url, (counts.get(event.request.url) ?? 0) + 1);
  const duplicates = [...counts].filter(([, n]) => n > 1).map(([url, count]) => ({ url, count }));

  const documentUrl = all.find((event) => event.type === 'Document')?.request.url;
  // The JSON documents scripts fetched and may have read file names from: which scripts, when they
  // finished, what they say. (A preload in the page is the page's, not a script's.)
  const documents = [...finished.values()].flatMap(({ requestId, timestamp, body }) => {
    const request = sent.get(requestId);
    if (request?.initiator.type !== 'script') return [];
    const fetchedBy = new Set(stackUrls(request.initiator.stack));
    return [{ requestId, url: request.request.url, finishedAt: timestamp, body, fetchedBy }];
  });
  const before = all.filter((event) => event.wallTime * 1000 <= untilWallTimeMs);
  // The phase of each request, in the order they were sent (a parent is always sent before its
  // child); a URL is in the phase of its first request (a preload), later ones are duplicates.
  const byRequest = new Map();
  const byUrl = new Map();
  for (const event of before) {
    const { urls, requests } = parentsOf(event, documentUrl, documents);
    const parents = [
      // A script with no request of its own (an inline one: its URL is the page's) is the page's.
      ...urls.map((url) => byUrl.get(url) ?? byUrl.get(documentUrl)),
      ...requests.map((doc) => byRequest.get(doc.requestId)),
    ].filter(Boolean);
    const from = parents.reduce((a, b) => (b.depth > (a?.depth ?? 0) ? b : a), null);
    const node = { url: event.request.url, depth: (from?.depth ?? 0) + 1, from };
    byRequest.set(event.requestId, node);
    if (!byUrl.has(node.url)) byUrl.set(node.url, node);
  }
  const deepest = [...byRequest.values()].reduce(
    (a, b) => (b.depth > (a?.depth ?? 0) ? b : a),
    null,
  );
  const chain = [];
  for (let node = deepest; node; node = node.from) chain.unshift(node.url);
  return { depth: deepest?.depth ?? 0, chain, requests: before.length, duplicates };
}
