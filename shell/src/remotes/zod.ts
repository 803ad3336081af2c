// The one `z` of the page (build/zod-shared.mjs by the shell's alias), handed to the remotes: a
// chunk of its own, loaded when a remote's module first needs it (sharedModules.ts).
export { z } from 'zod';
