import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/**
 * Response serialisers compiled once per route and status: the zod response schema becomes a JSON
 * Schema, and fast-json-stringify turns it into a function that writes exactly the declared
 * properties (an undeclared one, e.g. a password hash, is never sent, as with zod's strip). That is
 * several times faster than checking the answer with zod and then calling JSON.stringify on it,
 * which is what an authenticated read otherwise spends most of its CPU on.
 *
 * A schema JSON Schema cannot express (a transform, a custom check) keeps the zod serialiser, so
 * its answer is still checked and shaped by zod.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (routeSchema) => {
  const compiled = compile(routeSchema.schema);
  return compiled ?? zodSerializerCompiler(routeSchema);
};

function compile(schema: unknown): Serialize | null {
  if (!(schema instanceof z.ZodType)) return null;
  let jsonSchema: object;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'throw',
      // A refine or a custom check cannot be written as JSON Schema: keep zod for such a schema.
      override: ({ zodSchema }) => {
        const checks = (zodSchema._zod.def as { checks?: unknown[] }).checks ?? [];
        if (zodSchema._zod.def.type === 'custom' || hasCustomCheck(checks)) {
          throw new Error('not representable');
        }
      },
    });
  } catch {
    return null;
  }
  return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
}

function hasCustomCheck(checks: unknown[]): boolean {
  return checks.some(
    (check) => (check as { _zod?: { def?: { check?: string } } })._zod?.def?.check === 'custom',
  );
}
