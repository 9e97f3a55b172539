import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { germanValidationMessage, serverMessages } from '@nzbkino/shared';

// Validation details reach clients after "Ungültige Anfrage.": in German, like every server text.
// Common problems in plain German (germanValidationMessage), the rest in zod's German locale.
z.config(z.locales.de());
z.config({ customError: germanValidationMessage });

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let v: Visit | null = visit; v && v.key !== null; v = v.parent) path.unshift(v.key);
  return path;
};

/** Where the first NUL character sits in a request part (a string or a key at any depth), or null. */
export function findNul(data: unknown): (string | number)[] | null {
  // Iterative, and each step O(1): a 100,000-deep JSON body must neither overflow the stack nor take long.
  const stack: Visit[] = [{ value: data, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(visit);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, key: index, parent: visit }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return [...pathOf(visit), key];
        stack.push({ value: item, key, parent: visit });
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
