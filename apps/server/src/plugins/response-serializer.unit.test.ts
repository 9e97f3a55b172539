import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ExactResponseMismatchError, exactResponse, responseSerializerCompiler } from './response-serializer';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const item = z.object({ id: z.number(), name: z.string(), createdAt: z.string() });
const data = { id: 1, name: 'Metropolis', createdAt: '2026-01-01T00:00:00.000Z' };

describe('response serializer', () => {
  it('strips keys an unmarked schema does not name, in production too', () => {
    for (const production of [true, false]) {
      const serialize = responseSerializerCompiler(production)(route(item));
      expect(JSON.parse(serialize({ ...data, passwordHash: 'x' }))).toEqual(data);
    }
  });

  it('only stringifies an exact answer in production', () => {
    const schema = exactResponse(z.object({ items: z.array(item) }));
    const serialize = responseSerializerCompiler(true)(route(schema));
    expect(serialize({ items: [data] })).toBe(JSON.stringify({ items: [data] }));
  });

  it('outside production refuses an exact answer that differs from its schema', () => {
    const schema = exactResponse(z.object({ items: z.array(item) }));
    const serialize = responseSerializerCompiler(false)(route(schema));
    expect(JSON.parse(serialize({ items: [data] }))).toEqual({ items: [data] });
    // Key order does not matter, extra or wrong values do.
    expect(() =>
      serialize({ items: [{ name: 'Metropolis', createdAt: data.createdAt, id: 1 }] }),
    ).not.toThrow();
    expect(() => serialize({ items: [{ ...data, extra: true }] })).toThrow(ExactResponseMismatchError);
    expect(() => serialize({ items: [{ ...data, id: '1' }] })).toThrow();
  });
});
