// The `zod` of the portal's browser builds: one shared singleton (build/share.ts), so a page holds
// one copy of zod, evaluated once, instead of one in the platform and one in each remote (~24 KB
// gzip each). Shared as it is, zod would ship every export (JSON Schema conversion, compiled
// parsers, 50 languages of error texts: ~52 KB gzip); `z` here holds only the functions the
// portal's source calls. The schemas those return carry all their methods (`.min()`, `.optional()`,
// `.safeParse()`...). `zod-shared.test.ts` fails when the source calls a `z.` member missing here:
// add it to the list.
// `zod/v4` and not `zod`: the builds share the request `zod`, which would be this module itself.
import * as zod from 'zod/v4';

// Parsing without zod's JIT: on the first parse of each object schema it compiles a parser with
// `new Function` (10–20 ms of main thread each on a slow phone, one of them before the first screen),
// which pays off when parsing thousands of objects; a page of the portal parses a few. Set once here,
// for every schema of the page (zod's configuration lives in this one shared copy).
zod.config({ jitless: true });

export const z = {
  array: zod.array,
  boolean: zod.boolean,
  discriminatedUnion: zod.discriminatedUnion,
  union: zod.union,
  enum: zod.enum,
  input: zod.input,
  iso: zod.iso,
  literal: zod.literal,
  looseObject: zod.looseObject,
  number: zod.number,
  object: zod.object,
  output: zod.output,
  partialRecord: zod.partialRecord,
  preprocess: zod.preprocess,
  record: zod.record,
  string: zod.string,
  url: zod.url,
  unknown: zod.unknown,
  uuid: zod.uuid,
  ZodOptional: zod.ZodOptional,
  ZodString: zod.ZodString,
  ZodType: zod.ZodType,
};
