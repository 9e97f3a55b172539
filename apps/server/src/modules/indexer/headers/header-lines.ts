import { createHash } from 'node:crypto';
import { parseOverviewLine, parseXref, type OverviewFormat } from '../../../integrations/nntp/nntp-overview';
import { collectionKeyOf } from '../subjects/collection-key';
import { parseSubject, type ParsedSubject } from '../subjects/parse-subject';
import type { HeaderRecord } from './header-record';

/** What one chunk of overview lines gives: the binary articles, and what was not one. */
export interface ChunkHeaders {
  records: HeaderRecord[];
  /** Lines that were no binary post: text articles, malformed lines, subjects the grammar cannot read. */
  skipped: number;
  /** Article numbers of the range that no line listed. */
  missing: number[];
}

/** Names, posters and subjects are kept to this length; longer ones are hostile or broken. */
const MAX_TEXT = 1000;
/** A poster's article count claim above this is not a usenet post (an article is under 1 MiB). */
const MAX_PART_TOTAL = 100_000;
const MAX_ARTICLE_BYTES = 16 * 1024 * 1024;

/** The key stored for a collection: a hash, so names and posters of any length fit the unique index. */
function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** The article number a broken overview line starts with, if any. */
function leadingNumber(line: Buffer): number | null {
  const end = line.indexOf(9);
  const text = line.toString('latin1', 0, end < 0 ? Math.min(line.length, 20) : end);
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/** The last `(n/total)` of a subject: the part counter, the only thing the parts of one file differ in. */
const PART_COUNTER = /\((\d{1,7})\/(\d{1,7})\)/g;

interface FileSubject {
  subject: ParsedSubject | null;
  key: string;
}

/**
 * Parses a subject once per file rather than once per article: the articles
 * of a file differ only in their part counter, so the subject with that
 * counter set to 1 is parsed (and its collection key hashed) for the first
 * part seen, and the other parts take their number from their own counter.
 * A file has tens to thousands of parts, so this is most of the parsing.
 */
function parseOnce(raw: string, poster: string, seen: Map<string, FileSubject>): FileSubject {
  let last: RegExpExecArray | null = null;
  PART_COUNTER.lastIndex = 0;
  for (let m = PART_COUNTER.exec(raw); m; m = PART_COUNTER.exec(raw)) last = m;
  const template = last
    ? `${raw.slice(0, last.index)}(1/${last[2]})${raw.slice(last.index + last[0].length)}`
    : raw;
  const cacheKey = `${poster}\u0000${template}`;
  let file = seen.get(cacheKey);
  if (!file) {
    const subject = parseSubject(template);
    file = { subject, key: subject ? storedKey(collectionKeyOf(subject, poster)) : '' };
    seen.set(cacheKey, file);
  }
  if (!last || !file.subject) return file;
  // The template's counter stands for this article's part only if the parser took it as the part counter.
  if (file.subject.part !== 1 || file.subject.partTotal !== Number(last[2])) {
    const subject = parseSubject(raw);
    return { subject, key: subject ? storedKey(collectionKeyOf(subject, poster)) : '' };
  }
  return { subject: { ...file.subject, part: Number(last[1]) }, key: file.key };
}

/**
 * Turns the overview lines of articles `from`–`to` of `group` into header
 * records. Never throws on input: a broken line, a 10 KB subject or invalid
 * bytes count as skipped, and the rest of the chunk goes on.
 */
export function headersOfChunk(
  lines: readonly Buffer[],
  group: string,
  from: number,
  to: number,
  format?: OverviewFormat,
): ChunkHeaders {
  const records: HeaderRecord[] = [];
  const listed = new Set<number>();
  const files = new Map<string, FileSubject>();
  let skipped = 0;
  for (const line of lines) {
    const entry = parseOverviewLine(line, format);
    // A line the server sent is listed, readable or not: asking for it again would give the same line.
    const number = entry?.number ?? leadingNumber(line);
    if (number !== null) listed.add(number);
    const poster = entry?.from.slice(0, MAX_TEXT) ?? '';
    const parsed = entry ? parseOnce(entry.subject, poster, files) : null;
    const subject = parsed?.subject ?? null;
    if (
      !entry ||
      !subject ||
      subject.part < 1 ||
      subject.partTotal > MAX_PART_TOTAL ||
      entry.bytes > MAX_ARTICLE_BYTES ||
      entry.messageId.length > 252
    ) {
      skipped++;
      continue;
    }
    const name = subject.releaseName.slice(0, MAX_TEXT);
    // Fully obfuscated posts name no file: the file's number, else the subject, tells its files apart.
    const fileName = (
      subject.fileName ?? (subject.fileIndex !== null ? `${name} [${subject.fileIndex}]` : name)
    ).slice(0, MAX_TEXT);
    const xref = parseXref(entry.xref).map((x) => x.group);
    records.push({
      article: entry.number,
      key: parsed!.key,
      name,
      poster,
      fileTotal: subject.fileTotal,
      obfuscated: subject.obfuscated,
      fileName,
      fileIndex: subject.fileIndex,
      subject: entry.subject.slice(0, MAX_TEXT),
      part: subject.part,
      partTotal: Math.max(subject.part, subject.partTotal),
      messageId: entry.messageId.slice(1, -1),
      bytes: entry.bytes,
      postedAt: entry.date ?? new Date(),
      groups: xref.length > 0 ? [...new Set([group, ...xref])].sort() : [group],
    });
  }
  const missing: number[] = [];
  // A server lists only what it has: every other number of the range did not arrive (or was cancelled).
  if (listed.size < to - from + 1) for (let n = from; n <= to; n++) if (!listed.has(n)) missing.push(n);
  return { records, skipped, missing };
}
