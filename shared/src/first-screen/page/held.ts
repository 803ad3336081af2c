// The page's held-back first-screen preloads (the build's `<template>`, the shell's FIRST_SCREEN_HINTS):
// requested once the frame with the page's title is painted, one per task.

/**
 * Runs `then` once the page's first frame with content is on screen (the frame of index.html with
 * the page's title, which the first paint draws), as its first largest-contentful-paint entry
 * reports; at once in a hidden page or a browser without such entries, and after 500 ms at the latest.
 */
export function afterFirstPaint(then: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    then();
  };
  const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState !== 'visible' || types.indexOf('largest-contentful-paint') < 0) {
    run();
    return;
  }
  new PerformanceObserver((_list, observer) => {
    observer.disconnect();
    run();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(run, 500);
}

/**
 * Adds the page's held-back first-screen preloads to <head>, one per task, then runs `then`: each
 * added preload starts a request, which costs the main thread one to several milliseconds on a
 * phone; added in batches, they made tasks long enough to block input (TBT). The tasks follow each
 * other through a message channel, which, unlike nested timers, adds no 4 ms clamp between them.
 */
export function addHeldPreloads(doc: Document, hintsId: string, then: () => void): void {
  const held = doc.getElementById(hintsId) as HTMLTemplateElement | null;
  const channel = new MessageChannel();
  const step = () => {
    const next = held && held.content.firstElementChild;
    if (!next) {
      channel.port1.onmessage = null;
      then();
      return;
    }
    doc.head.appendChild(next);
    channel.port2.postMessage(null);
  };
  channel.port1.onmessage = step;
  step();
}
