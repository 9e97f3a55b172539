import type { ParsedRelease } from '../../src/index';

/** One table row: a release name and the subset of fields it must parse to. */
export interface ReleaseCase {
  name: string;
  expected: Partial<ParsedRelease>;
}

export function c(name: string, expected: Partial<ParsedRelease>): ReleaseCase {
  return { name, expected };
}
