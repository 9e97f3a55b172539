import { NzbParseError } from './errors';
import { describeFile, readCount, readDate, readMessageId } from './read';
import { MAX_SEGMENT_BYTES, MAX_SEGMENT_NUMBER, META_TYPE } from './rules';
import * as scanReader from './scan-reader';
import * as scanState from './scan-state';
import * as scanText from './scan-text';
import { fileNameFromSubject } from './subject';
import type { ScanState } from './scan-state';

// Bound once: a per-use lookup through the module object costs on the per-byte paths
// when the module is loaded as CommonJS (tsx, vitest).
const { readValue } = scanReader;
const { ABSENT, FILE, GROUP, META, PARSED, SEGMENT } = scanState;
const { flushRun } = scanText;

/*
 * Building the document: what happens when a <segment>, <group>, <meta> or
 * <file> ends.
 */

/** An element of `kind` at `depth` ended (its end tag, or `/>`). */
export function endElement(s: ScanState, kind: number, depth: number): void {
  let text = '';
  if (s.captureDepth === depth) {
    if (s.captureTrimmed) flushRun(s);
    text = s.text;
    s.text = '';
    s.captureDepth = -1;
  }
  if (depth === s.segmentsDepth) s.segmentsDepth = -1;
  switch (kind) {
    case SEGMENT:
      if (s.failure === null) finishSegment(s, text.trim());
      break;
    case GROUP: {
      const name = text.trim();
      if (name) s.groups.add(name);
      break;
    }
    case META: {
      const type = s.metaType?.trim().toLowerCase();
      if (type !== undefined && META_TYPE.test(type) && !Object.hasOwn(s.meta, type)) {
        // Several indexers repeat a type (e.g. two passwords); the first is the intended one.
        s.meta[type] = text;
      }
      break;
    }
    case FILE:
      finishFile(s);
      break;
  }
}

/** A segment off the fast path: any of its values may be unusual or wrong. */
export function finishSegment(s: ScanState, text: string): void {
  const where = `${describeFile(s.files.length, s.subject ?? '')}, segment ${s.fileSegments + 1}`;
  try {
    const bytes =
      s.bytesState === PARSED
        ? s.bytesValue
        : readCount(
            rawCount(s, s.bytesState, s.bytesStart, s.bytesEnd, s.bytesFlags),
            MAX_SEGMENT_BYTES,
            'bytes',
            where,
          );
    const number =
      s.numberState === PARSED
        ? s.numberValue
        : readCount(
            rawCount(s, s.numberState, s.numberStart, s.numberEnd, s.numberFlags),
            MAX_SEGMENT_NUMBER,
            'number',
            where,
          );
    const messageId = readMessageId(text, where);
    if (s.keepSegments) s.segments.push({ number, bytes, messageId });
    s.fileSegments += 1;
    s.fileBytes += bytes;
  } catch (error) {
    if (!(error instanceof NzbParseError)) throw error;
    s.failure = error;
  }
}

function rawCount(
  s: ScanState,
  state: number,
  start: number,
  end: number,
  flags: number,
): string | undefined {
  return state === ABSENT ? undefined : readValue(s, start, end, flags);
}

function finishFile(s: ScanState): void {
  if (s.failure !== null) return;
  const subject = s.subject ?? '';
  if (s.fileSegments === 0) {
    s.failure = new NzbParseError(
      'NO_SEGMENTS',
      `NZB ${describeFile(s.files.length, subject)} has no segments`,
    );
    return;
  }
  s.files.push({
    subject,
    poster: s.poster ?? '',
    date: readDate(s.date),
    groups: [...s.groups],
    segments: s.segments,
    segmentCount: s.fileSegments,
    bytes: s.fileBytes,
    fileName: fileNameFromSubject(subject),
  });
}
