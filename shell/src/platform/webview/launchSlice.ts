import { createSlice } from '@reduxjs/toolkit';
import { NO_FLAGS, parseLaunch } from './launch';
import type { Launch, LaunchFlags } from './launch';

declare global {
  interface Window {
    /** A handoff code the app injects before the page loads (keeps it out of every URL). */
    portalHandoff?: string;
  }
}

/** The flags live as long as the webview's tab: a reload or a link inside the page keeps them. */
const STORAGE_KEY = 'portal.launch';

function readPageLaunch(): Launch {
  if (typeof window === 'undefined') return { flags: {} };
  const launch = parseLaunch(window.location.href);
  // The code leaves the address bar and the history before anything else runs.
  if (launch.cleanHref) window.history.replaceState(window.history.state, '', launch.cleanHref);
  if (window.portalHandoff) {
    launch.handoff = window.portalHandoff;
    delete window.portalHandoff;
  }
  return launch;
}

/** This page's launch, read once as the platform loads. */
export const pageLaunch: Launch = readPageLaunch();

function initialFlags(): LaunchFlags {
  let stored: Partial<LaunchFlags> = {};
  try {
    stored = JSON.parse(globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? '{}');
  } catch {
    // Unreadable or no storage: the URL's flags alone.
  }
  const flags = { ...NO_FLAGS, ...stored, ...pageLaunch.flags };
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(flags));
  } catch {
    // Private mode: the flags hold for this page load only.
  }
  return flags;
}

/** Spec §3 Session: the webview flag, disableValidation and defaultAssets. */
export const launchSlice = createSlice({
  name: 'launch',
  initialState: initialFlags,
  reducers: {},
});

export const selectLaunchFlags = (state: { launch: LaunchFlags }) => state.launch;
export const selectIsWebview = (state: { launch: LaunchFlags }) => state.launch.webview;
