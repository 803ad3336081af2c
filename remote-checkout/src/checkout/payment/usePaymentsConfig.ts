import { useEffect, useState } from 'react';
import { ZRuntimeConfig } from '@portal/shared/api/runtimeConfig';
import type { TPaymentsRuntimeConfig } from '@portal/shared/payments/contract';

const LOCAL: TPaymentsRuntimeConfig = { provider: 'local' };
let pending: Promise<TPaymentsRuntimeConfig> | null = null;

/** The `payments` part of runtime-config.json: which card form to show (absent: the local one). */
function loadPaymentsConfig(): Promise<TPaymentsRuntimeConfig> {
  pending ??= fetch('runtime-config.json', { cache: 'no-cache' })
    .then((response) => response.json())
    .then((body: unknown) => ZRuntimeConfig.parse(body).payments ?? LOCAL)
    .catch(() => {
      pending = null;
      return LOCAL;
    });
  return pending;
}

export function usePaymentsConfig(): TPaymentsRuntimeConfig | null {
  const [config, setConfig] = useState<TPaymentsRuntimeConfig | null>(null);
  useEffect(() => {
    let live = true;
    void loadPaymentsConfig().then((loaded) => live && setConfig(loaded));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
