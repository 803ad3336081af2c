// Images are emitted by rspack's asset modules; importing one gives its URL.
declare module '*.png' {
  const url: string;
  export default url;
}
