import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverMessages } from '@nzbkino/shared';

// Validation details reach clients after "Ungültige Anfrage.": in German, like every server text.
z.config(z.locales.de());

/** Where the first NUL character sits in a request part (a string or a key at any depth), or null. */
export function findNul(data: unknown): (string | number)[] | null {
  // Iterative: a deeply nested JSON body must not overflow the stack.
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: data, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return [...path, key];
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

/** Refuses NUL anywhere in the input before the route's own schema sees it. */
const withoutNul = z.unknown().superRefine((data, ctx) => {
  const path = findNul(data);
  if (path) ctx.addIssue({ code: 'custom', path, message: serverMessages.nulCharacter });
});

/**
 * The zod validator for every route's params, query, body and headers, with one
 * rule on top: no string may contain a NUL character. PostgreSQL text cannot
 * hold it, so without this check any string field that reaches a query would
 * answer 500. The error takes the same path (and German message) as every
 * other validation error.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: withoutNul.pipe(route.schema) });
