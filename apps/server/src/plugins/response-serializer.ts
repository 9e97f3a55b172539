import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/*
 * Responses are normally encoded through their zod schema, which checks them
 * and strips every key the schema does not name: no handler can leak a field
 * by accident. That costs about as much as the rest of a catalogue request.
 * The public catalogue answers are built by view mappers (toRelease, toMovie …)
 * that produce exactly their schema's shape; their schemas are marked here, and
 * in production their answers are only stringified. Everywhere else (tests,
 * development) a marked answer is encoded both ways and must come out the
 * same, so a mapper that drifts from its schema fails the integration tests.
 */

const exactSchemas = new WeakSet<object>();

/** Marks a response schema whose handlers always return exactly its shape. */
export function exactResponse<T extends z.ZodType>(schema: T): T {
  exactSchemas.add(schema);
  return schema;
}

export class ExactResponseMismatchError extends Error {
  override readonly name = 'ExactResponseMismatchError';
}

export function responseSerializerCompiler(production: boolean): FastifySerializerCompiler<unknown> {
  return (route) => {
    const viaSchema = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    if (!exactSchemas.has(route.schema as object)) return viaSchema;
    if (production) return (data) => JSON.stringify(data);
    return (data) => {
      const checked = viaSchema(data);
      const plain = JSON.stringify(data);
      if (!isDeepStrictEqual(JSON.parse(checked), JSON.parse(plain))) {
        throw new ExactResponseMismatchError(
          `${route.method} ${route.url}: the answer differs from its exact response schema`,
        );
      }
      return plain;
    };
  };
}
