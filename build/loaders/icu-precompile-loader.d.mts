/** See icu-precompile-loader.mjs. */
export default function icuPrecompileLoader(this: { resourcePath: string }, source: string): string;
