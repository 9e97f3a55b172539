import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { germanValidationMessage, serverMessages } from '@nzbkino/shared';
import { hasLoneSurrogate } from '../lib/unicode';

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

/** Why PostgreSQL cannot store a string as sent (a NUL or a lone surrogate), or null. */
function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return serverMessages.nulCharacter;
  if (hasLoneSurrogate(text)) return serverMessages.loneSurrogate;
  return null;
}

/**
 * Where the first string PostgreSQL cannot store sits in a request part (a string
 * or a key at any depth) and why, or null.
 */
export function findUnstorable(data: unknown): { path: (string | number)[]; message: string } | null {
  // Iterative, and each step O(1): a 100,000-deep JSON body must neither overflow the stack nor take long.
  const stack: Visit[] = [{ value: data, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      const message = unstorable(value);
      if (message) return { path: pathOf(visit), message };
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, key: index, parent: visit }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const message = unstorable(key);
        if (message) return { path: [...pathOf(visit), key], message };
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}

/** Refuses NUL and lone surrogates anywhere in the input before the route's own schema sees it. */
const storable = z.unknown().superRefine((data, ctx) => {
  const found = findUnstorable(data);
  if (found) ctx.addIssue({ code: 'custom', path: found.path, message: found.message });
});

/**
 * The zod validator for every route's params, query, body and headers, with one
 * rule on top: every string must be storable as sent. PostgreSQL text cannot
 * hold a NUL character and jsonb no lone surrogate, so without this check such
 * a string reaching a query would answer 500 (and a lone surrogate in a text
 * column would silently become U+FFFD). The error takes the same path (and
 * German message) as every other validation error.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: storable.pipe(route.schema) });
