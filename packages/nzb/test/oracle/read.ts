import { NzbParseError } from '../../src/errors';
import { isValidMessageId, MAX_SEGMENT_BYTES, MAX_SEGMENT_NUMBER, META_TYPE } from '../../src/rules';
import { readRawSegments } from './segments';
import type { RawSegment } from './segments';
import { fileNameFromSubject } from '../../src/subject';
import type { NzbDocument, NzbFile, NzbMeta, NzbSegment } from '../../src/types';
import { attribute, children, isElement, textOf } from './xml';
import type { XmlElement } from './xml';

/** Turns the parsed XML tree into a validated {@link NzbDocument}. */
export function readNzbTree(tree: XmlElement): NzbDocument {
  const root = tree['nzb'];
  if (root === undefined) throw new NzbParseError('NOT_NZB', 'Root element is not <nzb>');
  if (Array.isArray(root)) throw new NzbParseError('MALFORMED', 'NZB has more than one root element');
  const extraRoot = Object.keys(tree).find((key) => key !== 'nzb' && !key.startsWith('?'));
  if (extraRoot !== undefined) {
    throw new NzbParseError('MALFORMED', `NZB has a second root element <${extraRoot}>`);
  }
  const nzb = isElement(root) ? root : {};

  const fileElements = children(nzb, 'file');
  if (fileElements.length === 0) throw new NzbParseError('NO_FILES', 'NZB lists no <file> elements');
  const files = fileElements.map(readFile);
  return summarize(readMeta(nzb), files);
}

function readMeta(nzb: XmlElement): NzbMeta {
  const meta: NzbMeta = {};
  for (const head of children(nzb, 'head')) {
    for (const element of children(head, 'meta')) {
      const type = attribute(element, 'type')?.trim().toLowerCase();
      if (type === undefined || !META_TYPE.test(type)) continue;
      // Several indexers repeat a type (e.g. two passwords); the first is the intended one.
      if (!Object.hasOwn(meta, type)) meta[type] = textOf(element);
    }
  }
  return meta;
}

function readFile(element: XmlElement, index: number): NzbFile {
  const subject = attribute(element, 'subject') ?? '';
  const where = `file ${index + 1}${subject ? ` ("${truncate(subject, 80)}")` : ''}`;
  const segments = children(element, 'segments')
    .flatMap((list) => readRawSegments(textOf(list)))
    .map((segment, i) => readSegment(segment, `${where}, segment ${i + 1}`));
  if (segments.length === 0) throw new NzbParseError('NO_SEGMENTS', `NZB ${where} has no segments`);

  const groups = new Set<string>();
  for (const list of children(element, 'groups')) {
    for (const group of children(list, 'group')) {
      const name = textOf(group).trim();
      if (name) groups.add(name);
    }
  }
  return {
    subject,
    poster: attribute(element, 'poster') ?? '',
    date: readDate(attribute(element, 'date')),
    groups: [...groups],
    segments,
    segmentCount: segments.length,
    bytes: segments.reduce((sum, s) => sum + s.bytes, 0),
    fileName: fileNameFromSubject(subject),
  };
}

function readSegment(segment: RawSegment, where: string): NzbSegment {
  const bytes = readCount(segment.attributes['bytes'], MAX_SEGMENT_BYTES, 'bytes', where);
  const number = readCount(segment.attributes['number'], MAX_SEGMENT_NUMBER, 'number', where);
  let messageId = segment.text;
  // Some tools write the brackets of the Message-ID header; NNTP clients add their own.
  if (messageId.startsWith('<') && messageId.endsWith('>')) messageId = messageId.slice(1, -1);
  if (!messageId) throw new NzbParseError('INVALID_SEGMENT', `NZB ${where} has an empty message-id`);
  if (!isValidMessageId(messageId)) {
    throw new NzbParseError(
      'INVALID_SEGMENT',
      `NZB ${where} has an invalid message-id "${truncate(messageId, 60)}"`,
    );
  }
  return { number, bytes, messageId };
}

function readCount(raw: string | undefined, max: number, name: string, where: string): number {
  if (raw === undefined) {
    throw new NzbParseError('INVALID_SEGMENT', `NZB ${where} has no "${name}" attribute`);
  }
  const value = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value <= max)) {
    throw new NzbParseError(
      'INVALID_SEGMENT',
      `NZB ${where} has an invalid "${name}" value "${truncate(raw, 20)}" (expected a whole number from 0 to ${max})`,
    );
  }
  return value;
}

function readDate(raw: string | undefined): Date | null {
  if (raw === undefined || !/^\d{1,11}$/.test(raw)) return null;
  const seconds = Number(raw);
  return seconds > 0 ? new Date(seconds * 1000) : null;
}

function summarize(meta: NzbMeta, files: NzbFile[]): NzbDocument {
  const groups = new Set<string>();
  const posterCounts = new Map<string, number>();
  let totalBytes = 0;
  let segmentCount = 0;
  let postedAt: Date | null = null;
  for (const file of files) {
    totalBytes += file.bytes;
    segmentCount += file.segments.length;
    for (const group of file.groups) groups.add(group);
    if (file.poster) posterCounts.set(file.poster, (posterCounts.get(file.poster) ?? 0) + 1);
    if (file.date && (postedAt === null || file.date < postedAt)) postedAt = file.date;
  }
  let poster: string | null = null;
  let best = 0;
  // Map iteration follows insertion order, so the first-seen poster wins a tie.
  for (const [name, count] of posterCounts) {
    if (count > best) [poster, best] = [name, count];
  }
  return { meta, files, totalBytes, segmentCount, groups: [...groups].sort(), poster, postedAt };
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
