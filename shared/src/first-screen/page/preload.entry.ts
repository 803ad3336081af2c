// The preload script's entry (build/plugins/first-screen.ts): the build writes PAGE_DATA in as a
// JSON literal and wraps the bundle in `function(remotes){…}`, which the server calls with the files
// of the remotes it serves.
import { browserPage, preloadFirstScreen } from './preload';
import type { PreloadData } from './preload';
import type { RemoteFiles } from '../resolve';

declare const PAGE_DATA: PreloadData;
declare const remotes: Record<string, RemoteFiles | undefined>;

preloadFirstScreen(PAGE_DATA, remotes, browserPage());
