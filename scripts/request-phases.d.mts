/** See request-phases.mjs. */
import type { Page } from '@playwright/test';

export interface RequestRecording {
  events: unknown[];
  stop(): Promise<unknown[]>;
}

export interface RequestPhases {
  /** The longest request chain: the page is phase 1. */
  depth: number;
  /** The URLs of that chain, first to last. */
  chain: string[];
  /** Requests sent in the window measured. */
  requests: number;
  /** URLs requested more than once over the whole recording. */
  duplicates: { url: string; count: number }[];
}

export function recordRequests(page: Page): Promise<RequestRecording>;
export function requestPhases(
  events: unknown[],
  options?: { untilWallTimeMs?: number },
): RequestPhases;
