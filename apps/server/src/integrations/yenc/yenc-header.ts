import { YencError } from './yenc-error';

/** `=ybegin`: what the whole file is and which part this article carries. */
export interface YencBegin {
  name: string;
  size: number;
  /** Null for a single-part post (no `part=`). */
  part: number | null;
  total: number | null;
}

/** `=yend`: what the encoder counted; every field may be missing or unreadable. */
export interface YencEnd {
  size: number | null;
  part: number | null;
  pcrc32: number | null;
  crc32: number | null;
}

/** The 1-based, inclusive byte range of `=ypart`. */
export interface YencRange {
  begin: number;
  end: number;
}

// 15 digits stay exact in a double and allow any real file size (petabytes).
const NUMBER = /^\d{1,15}$/;
// Some encoders drop leading zeros or write capitals; anything else is not a checksum.
const CRC = /^[0-9a-f]{1,8}$/i;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

function numberOf(value: string | undefined): number | null {
  return value !== undefined && NUMBER.test(value) ? Number(value) : null;
}

function crcOf(value: string | undefined): number | null {
  return value !== undefined && CRC.test(value) ? parseInt(value, 16) >>> 0 : null;
}

/** `key=value` pairs separated by whitespace; a key given twice keeps its first value. */
function keywords(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const token of text.split(/[ \t]+/)) {
    const eq = token.indexOf('=');
    if (eq > 0 && !found.has(token.slice(0, eq))) found.set(token.slice(0, eq), token.slice(eq + 1));
  }
  return found;
}

/** File names are bytes: UTF-8 from current posters, Latin-1 (or CP1252) from old ones. */
function decodeName(bytes: Buffer): string {
  try {
    return UTF8.decode(bytes).trim();
  } catch {
    return bytes.toString('latin1').trim();
  }
}

/** Reads `=ybegin …` (the line without its ending); `name=` is last and runs to the line's end. */
export function parseBegin(line: Buffer): YencBegin {
  const text = line.toString('latin1');
  const nameAt = text.search(/[ \t]name=/);
  const keys = keywords(nameAt >= 0 ? text.slice(0, nameAt) : text);
  // A missing name is no reason to drop the data: the NZB's subject names the file too.
  const name = nameAt >= 0 ? decodeName(line.subarray(nameAt + 6)) : '';
  const size = numberOf(keys.get('size'));
  if (size === null) throw new YencError('bad_header', { name, problem: 'size' });
  const part = keys.has('part') ? numberOf(keys.get('part')) : null;
  const total = keys.has('total') ? numberOf(keys.get('total')) : null;
  const badPart = keys.has('part') && (part === null || part < 1);
  const badTotal = keys.has('total') && (total === null || total < 1 || (part !== null && part > total));
  if (badPart || badTotal) throw new YencError('bad_header', { name, problem: 'part' });
  return { name, size, part, total };
}

/** Reads `=ypart begin= end=` and checks the range lies inside the declared file. */
export function parseRange(line: Buffer, begin: YencBegin): YencRange {
  const keys = keywords(line.toString('latin1'));
  const from = numberOf(keys.get('begin'));
  const to = numberOf(keys.get('end'));
  if (from === null || to === null || from < 1 || to < from || to > begin.size) {
    throw new YencError('bad_header', { name: begin.name, part: begin.part ?? undefined, problem: 'range' });
  }
  return { begin: from, end: to };
}

/** Reads `=yend size= part= pcrc32= crc32=`. */
export function parseEnd(line: Buffer): YencEnd {
  const keys = keywords(line.toString('latin1'));
  return {
    size: numberOf(keys.get('size')),
    part: numberOf(keys.get('part')),
    pcrc32: crcOf(keys.get('pcrc32')),
    crc32: crcOf(keys.get('crc32')),
  };
}

/** Whether a keyword line is the named one (`=yend` but not `=yendx`). */
export function isKeyword(line: Buffer, keyword: string): boolean {
  if (line.length < keyword.length || line.toString('latin1', 0, keyword.length) !== keyword) return false;
  const next = line[keyword.length];
  return next === undefined || next === 0x20 || next === 0x09;
}
