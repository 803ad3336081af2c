import { createAppConfig } from '../rspack.base';
import { SHELL_DEV_PORT } from '../shared/src/remotes';
import { FIRST_SCREEN_HINTS, firstScreenTable, SESSION_FIELDS } from './src/app/firstScreen';
import { LOCALE_KEY } from './src/platform/locale/localeSlice';
import type { SESSION_KEYS } from './src/platform/session/persistence';

// The shell hands its build, as data, what the first paint and the first-screen preloads decide
// with (the route table, the stored session and language keys): the build imports no app. The
// scripts themselves are modules of shared/src/first-screen/page, which the build bundles.
export default createAppConfig({
  name: 'shell',
  dirname: import.meta.dirname,
  devPort: SHELL_DEV_PORT,
  firstScreen: {
    table: firstScreenTable(),
    sessionKeys: SESSION_FIELDS satisfies readonly (typeof SESSION_KEYS)[number][],
    localeKey: LOCALE_KEY,
    hintsId: FIRST_SCREEN_HINTS,
    // The checkout's form builds its schemas as it renders: the remote module's chunk waits for the
    // shell's zod, which the MF runtime asked for only once that chunk arrived (~1.95 s on a phone);
    // the page now asks for it with the module's own files. A wrong entry costs a download, never a page.
    sharedOnDemand: { 'checkout/./CheckoutPage': ['zod'] },
  },
});
