// Images are emitted by rspack's asset modules; importing one gives its URL.
declare module '*.png' {
  const url: string;
  export default url;
}

// `?url`: the image's own file, never inlined (rspack.base.ts).
declare module '*.png?url' {
  const url: string;
  export default url;
}
