import { useEffect, useState } from 'react';
import { loadRuntimeConfig } from '@portal/shell/platform';

/** The API base the signed picture URLs are relative to (as getAssetUrl prefixes them). */
export function useApiBase() {
  const [apiBase, setApiBase] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadRuntimeConfig().then(
      (config) => live && setApiBase(config.apiBase),
      () => live && setApiBase(''),
    );
    return () => {
      live = false;
    };
  }, []);
  return apiBase;
}
