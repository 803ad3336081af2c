/** See catalogue-chunks-loader.mjs. */
export function renameCatalogueChunks(source: string, remote: string): string;
export default function catalogueChunksLoader(
  this: { getOptions(): { remote: string } },
  source: string,
): string;
