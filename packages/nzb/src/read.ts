import { NzbParseError } from './errors';
import { isValidMessageId } from './rules';
import type { NzbDocument, NzbFile, NzbMeta } from './types';

// The NZB rules on top of XML: what a segment, a date and the aggregates must
// look like. The scanner calls these for everything off its fast path, so the
// messages here are the ones users see.

/** How errors name a file: its position and, if it has one, its subject. */
export function describeFile(index: number, subject: string): string {
  return `file ${index + 1}${subject ? ` ("${truncate(subject, 80)}")` : ''}`;
}

/** A segment's `bytes` or `number`: a whole number from 0 to `max`, written in at most ten digits. */
export function readCount(raw: string | undefined, max: number, name: string, where: string): number {
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

/** The message-id of a segment from its (trimmed) text. */
export function readMessageId(text: string, where: string): string {
  let messageId = text;
  // Some tools write the brackets of the Message-ID header; NNTP clients add their own.
  if (messageId.startsWith('<') && messageId.endsWith('>')) messageId = messageId.slice(1, -1);
  if (!messageId) throw new NzbParseError('INVALID_SEGMENT', `NZB ${where} has an empty message-id`);
  if (!isValidMessageId(messageId)) {
    throw new NzbParseError(
      'INVALID_SEGMENT',
      `NZB ${where} has an invalid message-id "${truncate(messageId, 60)}"`,
    );
  }
  return messageId;
}

/** A file's `date` attribute (unix seconds); null when missing, zero or not a number. */
export function readDate(raw: string | undefined): Date | null {
  if (raw === undefined || !/^\d{1,11}$/.test(raw)) return null;
  const seconds = Number(raw);
  return seconds > 0 ? new Date(seconds * 1000) : null;
}

/** The document with its aggregates over all files. */
export function summarize(meta: NzbMeta, files: NzbFile[]): NzbDocument {
  const groups = new Set<string>();
  const posterCounts = new Map<string, number>();
  let totalBytes = 0;
  let segmentCount = 0;
  let postedAt: Date | null = null;
  for (const file of files) {
    totalBytes += file.bytes;
    segmentCount += file.segmentCount;
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

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
