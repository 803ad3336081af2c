// pdf-worker.ts run from the source tree (`npm start`, tests): tsx compiles it, as it does the
// API's own thread. The bundle (scripts/build-api.mjs) starts its compiled pdf-worker.mjs instead.
import { register } from 'tsx/esm/api';

register();
await import('./pdf-worker.ts');
