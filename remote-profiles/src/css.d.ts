// Stylesheets are imported for their side effect; rspack's native CSS bundles them (rspack.base.ts).
declare module '*.css';
