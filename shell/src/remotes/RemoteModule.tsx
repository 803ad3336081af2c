import { lazy, Suspense, useMemo, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RemoteName } from '@portal/shell/platform';
import type { PageHeading } from '../app/routes';
import { LoadingOverlay } from '../overlays/LoadingOverlay';
import { PagePlaceholder } from './PagePlaceholder';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { loadRemoteComponent } from './registry';

type Loaded = { default: ComponentType };

const keyOf = (remote: RemoteName, module: string) => `${remote}/${module}`;

/** Loads started before React rendered (preloadRemoteModule), each taken once by its lazy component. */
const preloaded = new Map<string, Promise<Loaded>>();

/** Starts loading a remote module now, e.g. the one the first route will show. */
export function preloadRemoteModule(remote: RemoteName, module: string): void {
  const key = keyOf(remote, module);
  if (preloaded.has(key)) return;
  const loading = loadRemoteComponent(remote, module, false);
  loading.catch(() => undefined); // Reported by the component that takes it.
  preloaded.set(key, loading);
}

function take(remote: RemoteName, module: string, fresh: boolean): Promise<Loaded> {
  const key = keyOf(remote, module);
  const early = preloaded.get(key);
  preloaded.delete(key);
  return !fresh && early ? early : loadRemoteComponent(remote, module, fresh);
}

/** One lazy component per exposed module, so revisiting a route does not suspend again. */
const lazyModules = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyModule(remote: RemoteName, module: string, fresh: boolean) {
  const key = keyOf(remote, module);
  let component = lazyModules.get(key);
  if (!component || fresh) {
    component = lazy(() =>
      take(remote, module, fresh).catch((error: unknown) => {
        // React.lazy keeps a rejection forever: forget it, so the next visit tries again.
        lazyModules.delete(key);
        throw error;
      }),
    );
    lazyModules.set(key, component);
  }
  return component;
}

/**
 * Renders an exposed module of a remote, loaded on first use, with a retry card on failure. Meanwhile
 * a page with a `heading` shows it in place (as the first paint did), others the loading overlay.
 */
export function RemoteModule({
  remote,
  module,
  heading,
}: {
  remote: RemoteName;
  module: string;
  heading?: PageHeading;
}) {
  const [attempt, setAttempt] = useState(0);
  const Module = useMemo(() => lazyModule(remote, module, attempt > 0), [remote, module, attempt]);
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={heading ? <PagePlaceholder heading={heading} /> : <LoadingOverlay />}>
        <Module />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
