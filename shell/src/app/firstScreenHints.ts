/**
 * The id of the page's `<template>` of first-screen preloads: requested once the frame with the
 * page's title is painted (addHeldPreloads moves them into <head>: the page's inline script under
 * `npm start`, else the frame's script), so that nothing but the page, the frame's script and main.js
 * is downloaded before the title, on a slow network too.
 */
export const FIRST_SCREEN_HINTS = 'first-screen-hints';

/**
 * Whether the page's own inline script (`npm start` writes one) has already preloaded the current
 * route's remote: it marks the template. The frame's script under nginx does not.
 */
export function pageAddedPreloads(doc: Document): boolean {
  return doc.getElementById(FIRST_SCREEN_HINTS)?.hasAttribute('data-added-by-page') ?? false;
}
