// What the shell hands to the remotes it loads: one React, one router, one store per page. A remote's
// direct build reads these as externals (`self.__portal_shared`, build/direct.ts); the federation
// runtime, when a remote has no direct build, gets them as its shared modules (federation.ts).
// Packages the portal imports by name only are handed over with the exports the portal's source
// imports (build/shared-exports.mjs reads them; scripts/shared-modules.test.ts keeps this list complete), so
// a page's copy of each is as trimmed as the shell's own; React and the platform are handed over
// whole. React DOM is imported on demand: index.ts evaluates it in a step of its own.
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { Provider, ReactReduxContext, useDispatch, useSelector, useStore } from 'react-redux';
import {
  combineSlices,
  configureStore,
  createAsyncThunk,
  createSlice,
  isAnyOf,
} from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import {
  Link,
  Navigate,
  NavigationType,
  Outlet,
  Route,
  Router,
  Routes,
  UNSAFE_createHashHistory,
  UNSAFE_createMemoryHistory,
  parsePath,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
import { FormattedDate, FormattedMessage, FormattedTime, IntlProvider, useIntl } from 'react-intl';
import * as platform from '@portal/shell/platform';

/** The shared modules a remote's files read as they run, by package name. */
export const TRIMMED_SHARED = {
  'react-redux': { Provider, ReactReduxContext, useDispatch, useSelector, useStore },
  '@reduxjs/toolkit': { combineSlices, configureStore, createAsyncThunk, createSlice, isAnyOf },
  '@reduxjs/toolkit/query/react': { createApi, fetchBaseQuery },
  'react-router-dom': {
    Link,
    Navigate,
    NavigationType,
    Outlet,
    Route,
    Router,
    Routes,
    UNSAFE_createHashHistory,
    UNSAFE_createMemoryHistory,
    parsePath,
    useLocation,
    useNavigate,
    useParams,
    useRoutes,
    useSearchParams,
  },
  'react-intl': { FormattedDate, FormattedMessage, FormattedTime, IntlProvider, useIntl },
} as const;

/** Every shared module, as a function that resolves to it (a remote may need any of them). */
export const SHARED_MODULES: Record<string, () => Promise<unknown>> = {
  react: () => Promise.resolve(react),
  'react/jsx-runtime': () => Promise.resolve(jsxRuntime),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  ...Object.fromEntries(
    Object.entries(TRIMMED_SHARED).map(([name, exports]) => [name, () => Promise.resolve(exports)]),
  ),
  '@portal/shell/platform': () => Promise.resolve(platform),
};

/** Shared modules no first screen runs: loaded when a remote's module first imports them. */
export const LAZY_SHARED_MODULES: Record<string, () => Promise<unknown>> = {
  zod: () => import('./zod'),
  // What a remote's development build imports (`npm run dev`): never a file of production's pages.
  'react/jsx-dev-runtime': () => import('react/jsx-dev-runtime'),
};

declare global {
  interface Window {
    __portal_shared?: {
      modules: Record<string, unknown>;
      load: (name: string) => Promise<unknown>;
    };
  }
}

let provided: Promise<void> | null = null;

/**
 * Hands the shared modules to the remotes' direct builds (`self.__portal_shared`): resolves once
 * every synchronous one is there, before any file of a direct build runs.
 */
export function provideShared(): Promise<void> {
  provided ??= Promise.all(
    Object.entries(SHARED_MODULES).map(async ([name, load]) => [name, await load()] as const),
  ).then((entries) => {
    const modules = Object.fromEntries(entries);
    window.__portal_shared = {
      modules,
      load: (name) => {
        if (name in modules) return Promise.resolve(modules[name]);
        const lazy = LAZY_SHARED_MODULES[name];
        if (!lazy) return Promise.reject(new Error(`${name} is not a shared module`));
        return lazy().then((module) => (modules[name] = module));
      },
    };
  });
  provided.catch(() => (provided = null));
  return provided;
}
