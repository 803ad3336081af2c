// What the shell's first-paint and first-screen plugins need to know of the shell app, handed in by
// shell/rspack.config.ts as data: the build imports nothing from an app's src/ (eslint keeps it so).
// The page's scripts themselves are modules of shared/src/first-screen/page (page-module.ts).
import type { RouteTable, TableRoute } from '../shared/src/first-screen/resolve';

/** A route as the first paint reads it (shell/src/app/routes.ts). */
export interface FirstPaintRoute extends TableRoute {
  /** The page's h1 (a platform message id) and the index.html template it sits in. */
  heading?: { id: string; layout: string };
}

export interface FirstScreenInput {
  /** The router's route table, which resolveFirstScreen reads in the page as in the app. */
  table: RouteTable<FirstPaintRoute>;
  /** The stored session fields that must all be saved for a visitor to be signed in. */
  sessionKeys: readonly string[];
  /** Where the platform saves the visitor's chosen language. */
  localeKey: string;
  /** The id of the page's `<template>` of held-back first-screen preloads. */
  hintsId: string;
  /**
   * The shared modules a first screen's remote module needs before it can run and that the shell
   * loads only on demand (zod), by page (`checkout/./CheckoutPage`): the page's preload script asks
   * for their files with the route's own, as a single app would (first-screen.ts).
   */
  sharedOnDemand?: Record<string, readonly string[]>;
}
