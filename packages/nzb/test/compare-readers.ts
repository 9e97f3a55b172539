import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';
import { NzbParseError, parseNzb } from '../src/index';
import type { NzbDocument } from '../src/index';
import { parseNzbOracle } from './oracle/parse';

/*
 * How the differential test compares the single-pass scanner with the
 * fast-xml-parser based reader it replaced (see differential.test.ts), and
 * the scanner's segment-less mode with its full mode.
 */

/** What the new reader refuses although the old one let it through. Each is not well-formed XML. */
const STRICTER_RULES = [
  /"<" is not allowed in an attribute value/,
  /"&" in an attribute value does not start a valid reference/,
  /processing instructions are not allowed in an NZB/,
  /XML declaration/,
  /unknown markup declaration/,
  /the DOCTYPE declaration must come before the root element/,
  /text after the end of the root element/, // a character reference after the root
  /unexpected "=" in tag/, // a stray `=` between attributes
  /CDATA section outside the root element/,
];

type Outcome = { ok: true; value: unknown } | { ok: false; code: string; message: string };

export function outcome(parse: () => unknown): Outcome {
  try {
    return { ok: true, value: parse() };
  } catch (error) {
    if (!(error instanceof NzbParseError)) throw error;
    return { ok: false, code: error.code, message: error.message };
  }
}

/** The old reader kept `&nbsp;` and other undeclared entities as text; the new one refuses them. */
const UNDECLARED_ENTITY = /references an undeclared entity/;

function isStricterRule(result: Outcome): boolean {
  if (result.ok) return false;
  if (result.code === 'ENTITIES_FORBIDDEN') return UNDECLARED_ENTITY.test(result.message);
  return result.code === 'MALFORMED' && STRICTER_RULES.some((rule) => rule.test(result.message));
}

/** Runs both readers; returns a description of the difference, or null if they agree. */
export function difference(input: string | Buffer): string | null {
  const before = outcome(() => parseNzbOracle(input));
  const after = outcome(() => parseNzb(input));
  // The importer's mode keeps no segments; it must accept, refuse and count exactly the same.
  const lean = outcome(() => parseNzb(input, { segments: false }));
  if (isDeepStrictEqual(withoutSegments(after), lean) === false) return 'segments: false differs';
  if (before.ok && after.ok) return isDeepStrictEqual(before.value, after.value) ? null : 'different results';
  if (!before.ok && !after.ok) {
    return before.code === after.code || isStricterRule(after) ? null : `${before.code} became ${after.code}`;
  }
  if (!after.ok) return isStricterRule(after) ? null : `newly refused: ${after.message}`;
  return `newly accepted (was ${!before.ok ? before.message : ''})`;
}

function withoutSegments(result: Outcome): Outcome {
  if (!result.ok) return result;
  const doc = result.value as NzbDocument;
  return { ok: true, value: { ...doc, files: doc.files.map((f) => ({ ...f, segments: [] })) } };
}

export function expectSame(cases: [string, string | Buffer][]): void {
  const problems: string[] = [];
  for (const [label, input] of cases) {
    const problem = difference(input);
    if (problem !== null) {
      const text = typeof input === 'string' ? input : input.toString('latin1');
      problems.push(
        `${label}: ${problem}\n  ${JSON.stringify(text.length > 300 ? `${text.slice(0, 300)}…` : text)}`,
      );
    }
  }
  expect(problems).toEqual([]);
}

export function expectBothAccept(cases: [string, string | Buffer][]): void {
  const refused = cases.flatMap(([label, input]) => {
    const result = outcome(() => parseNzbOracle(input));
    return result.ok ? [] : [`${label}: ${result.message}`];
  });
  expect(refused).toEqual([]);
  expectSame(cases);
}
