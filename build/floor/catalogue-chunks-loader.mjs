// The floor's catalogue chunks, named per remote (floor.ts, catalogueModules): `messages-fr` in
// remote-auth/src/i18n/messages.ts becomes `auth/messages-fr`, a file of its own as in the remote's
// build, instead of one chunk per language with every remote's texts.

/** @param {string} source @param {string} remote */
export function renameCatalogueChunks(source, remote) {
  return source.replaceAll(
    'webpackChunkName: "messages-',
    `webpackChunkName: "${remote}/messages-`,
  );
}

/** @this {{ getOptions(): { remote: string } }} @param {string} source */
export default function catalogueChunksLoader(source) {
  return renameCatalogueChunks(source, this.getOptions().remote);
}
