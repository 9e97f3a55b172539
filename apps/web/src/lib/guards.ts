import type { ResponseSchema } from './api-client';

/**
 * Small hand-written answer checks. The shared zod schemas would do the same job,
 * but zod (~25 kB gzipped) must stay out of the pages' downloads; these checks look
 * at the fields the screens rely on, so a wrong shape fails at the call, not in a component.
 */
export type Check = (value: unknown) => boolean;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const num: Check = (value) => typeof value === 'number' && Number.isFinite(value);
export const str: Check = (value) => typeof value === 'string';
export const bool: Check = (value) => typeof value === 'boolean';
export const any: Check = () => true;

export const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || value === undefined || check(value);

export const oneOf =
  (...values: readonly unknown[]): Check =>
  (value) =>
    values.includes(value);

export const arrayOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);

export const shape =
  (fields: Record<string, Check>): Check =>
  (value) =>
    isRecord(value) && Object.entries(fields).every(([key, check]) => check(value[key]));

/** Turns a check into the `safeParse` interface `getJson` validates with. */
export function responseOf<T>(check: Check): ResponseSchema<T> {
  return {
    safeParse: (body) => (check(body) ? { success: true, data: body as T } : { success: false }),
  };
}

/**
 * A list answer. The spec's clients accept a bare array as well as an object
 * carrying the list under a known key (`movies`, `series`, `data`, …).
 */
export function listResponseOf<T>(item: Check, keys: readonly string[]): ResponseSchema<T[]> {
  return {
    safeParse(body) {
      const list = Array.isArray(body)
        ? body
        : isRecord(body)
          ? keys.map((key) => body[key]).find((value) => Array.isArray(value))
          : undefined;
      if (!Array.isArray(list) || !list.every(item)) return { success: false };
      return { success: true, data: list as T[] };
    },
  };
}
