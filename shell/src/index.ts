import { isLocale, matchLocale } from '@portal/shared/i18n/locales';
import { loadMessages } from '@portal/shared/i18n/messages';

// The first screen needs three things in a row: the shared chunks (react, the platform, ...), the
// language catalogue and runtime-config.json (which names the remote to load). Start the last two
// now, while the shared chunks download, instead of after React has started.
window.__PORTAL_RUNTIME_CONFIG__ = fetch('runtime-config.json', { cache: 'no-cache' });
let saved: string | null = null;
try {
  saved = localStorage.getItem('locale');
} catch {
  // Storage blocked: the platform falls back to the browser's languages as well.
}
// Warms the same chunk the platform's catalogue loader imports: downloaded once.
loadMessages(isLocale(saved) ? saved : matchLocale(navigator.languages)).catch(() => undefined);

// An async boundary: Module Federation negotiates the shared singletons before any module that
// imports them runs.
import('./bootstrap');
