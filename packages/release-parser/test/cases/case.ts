import type { ParsedRelease } from '../../src/index';

/** Fields a row names; nested objects (the quality class) may name some of their fields. */
export type ExpectedFields = {
  [K in keyof ParsedRelease]?: ParsedRelease[K] extends unknown[]
    ? ParsedRelease[K]
    : ParsedRelease[K] extends object
      ? Partial<ParsedRelease[K]>
      : ParsedRelease[K];
};

/** One table row: a release name and the subset of fields it must parse to. */
export interface ReleaseCase {
  name: string;
  expected: ExpectedFields;
}

export function c(name: string, expected: ExpectedFields): ReleaseCase {
  return { name, expected };
}
