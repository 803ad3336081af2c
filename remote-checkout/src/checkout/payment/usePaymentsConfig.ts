import { useEffect, useState } from 'react';
import { loadRuntimeConfig } from '@portal/shell/platform';
import type { TPaymentsRuntimeConfig } from '@portal/shared/payments/contract';

const LOCAL: TPaymentsRuntimeConfig = { provider: 'local' };

/**
 * The `payments` part of the runtime config the shell reads (the platform finds it from the
 * standalone page too): which card form to show. Absent, or no config at all: the local one.
 */
function loadPaymentsConfig(): Promise<TPaymentsRuntimeConfig> {
  return loadRuntimeConfig().then(
    (config) => config.payments ?? LOCAL,
    () => LOCAL,
  );
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
