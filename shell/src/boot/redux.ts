// The boot steps of index.ts, one library each: evaluating a module here evaluates its library, in
// a task of its own. Each names one export the portal uses, never the whole module, so the trimmed
// shared singletons keep their trimming (scripts/shared-exports.mjs reads these imports too).
// This one: Redux Toolkit's core, with Redux, Immer and Reselect.
export { configureStore } from '@reduxjs/toolkit';
