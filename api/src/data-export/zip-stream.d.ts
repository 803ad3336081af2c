// zip-stream 4 ships no types: the part of its API the export uses.
declare module 'zip-stream' {
  import type { Transform } from 'node:stream';

  interface ZipStreamOptions {
    comment?: string;
    forceZip64?: boolean;
    store?: boolean;
    zlib?: { level?: number };
  }
  interface EntryData {
    name: string;
    date?: Date | string;
    store?: boolean;
  }
  class ZipStream extends Transform {
    constructor(options?: ZipStreamOptions);
    entry(
      source: Buffer | NodeJS.ReadableStream | string,
      data: EntryData,
      callback: (error: Error | null) => void,
    ): this;
    finalize(): void;
    getBytesWritten(): number;
  }
  export default ZipStream;
}
