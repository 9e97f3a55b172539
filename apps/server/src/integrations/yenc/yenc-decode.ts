import { crc32 } from 'node:zlib';
import { YencError } from './yenc-error';
import { isKeyword, parseBegin, parseEnd, parseRange, type YencBegin, type YencEnd } from './yenc-header';

/** Largest body and decoded part by default: the NNTP client's own limit for a BODY answer. */
export const YENC_MAX_BYTES = 16 * 1024 * 1024;
/** A `=ybegin` further into the body than this is not the header of this article. */
const HEADER_SEARCH_BYTES = 64 * 1024;
/** Header lines carry a few numbers and a name; anything longer is not one. */
const MAX_HEADER_LINE = 4096;

const LF = 0x0a;
const CR = 0x0d;
const EQ = 0x3d;
const Y = 0x79;

export interface YencDecodeOptions {
  /** Largest body and largest declared part accepted, in bytes (default 16 MiB). */
  maxBytes?: number;
  /**
   * Return data whose CRC32 is wrong, with `crcOk: false`, instead of failing: for readers
   * that check their own content (PAR2 packets carry an MD5 each).
   */
  allowCrcMismatch?: boolean;
}

/** One decoded article: a part of a file (or the whole of a single-part post). */
export interface YencPart {
  /** The file name from `=ybegin` (UTF-8, else Latin-1); '' when the header had none. */
  name: string;
  /** 1 and 1 for a single-part post; `total` is null when a multipart header omits it. */
  part: number;
  total: number | null;
  /** The part's place in the file as `=ypart` writes it: 1-based, `end` inclusive. */
  begin: number;
  end: number;
  /** The whole file's size from `=ybegin`. */
  fileSize: number;
  data: Buffer;
  /** True when the CRC32 matched, null when the trailer gave none, false only with `allowCrcMismatch`. */
  crcOk: boolean | null;
}

/** The line starting at `start`, without CR/LF, and where the next line starts; looks no further than a header can be. */
function lineAt(body: Buffer, start: number, context: { name?: string }): { line: Buffer; next: number } {
  const window = body.subarray(start, start + MAX_HEADER_LINE + 2);
  const lf = window.indexOf(LF);
  const end = lf < 0 ? window.length : lf;
  const line = window.subarray(0, window[end - 1] === CR ? end - 1 : end);
  if (line.length > MAX_HEADER_LINE) {
    throw new YencError('bad_header', { ...context, problem: 'line_too_long', limitBytes: MAX_HEADER_LINE });
  }
  return { line, next: start + end + 1 };
}

/** Where `=ybegin` starts a line near the top of the body, or -1. */
function findHeader(body: Buffer): number {
  const top = body.subarray(0, HEADER_SEARCH_BYTES + 8);
  for (let at = top.indexOf('=ybegin'); at >= 0; at = top.indexOf('=ybegin', at + 1)) {
    if (at > HEADER_SEARCH_BYTES) return -1;
    if (at === 0 || top[at - 1] === LF) return at;
  }
  return -1;
}

/**
 * Decodes data lines from `start` into `out` until a line starting with `=y`. Returns the
 * bytes decoded (which may exceed `out.length`: a typed array ignores writes past its end,
 * so a body that lies about its size is counted, never written beyond the buffer) and where
 * the keyword line starts (-1 when the body ended without one). Line by line: the native
 * search for LF leaves the inner loop one test per byte for the rare escape.
 */
function decodeData(body: Buffer, start: number, out: Buffer): { written: number; keywordAt: number } {
  const n = body.length;
  let o = 0;
  let i = start;
  while (i < n) {
    if (body[i] === EQ && body[i + 1] === Y) return { written: o, keywordAt: i };
    let lf = body.indexOf(LF, i);
    if (lf < 0) lf = n;
    const end = body[lf - 1] === CR ? lf - 1 : lf;
    while (i < end) {
      let c = body[i++]!;
      if (c === EQ) {
        // An escape with nothing after it on the line escapes nothing; the CRC tells if data was lost.
        if (i === end) break;
        c = body[i++]! - 64;
      } else if (c === CR) {
        continue;
      }
      out[o++] = (c - 42) & 0xff;
    }
    i = lf + 1;
  }
  return { written: o, keywordAt: -1 };
}

function hex(crc: number): string {
  return crc.toString(16).padStart(8, '0');
}

/** Which checksum covers this part: the part's own, or the file's when the part is the whole file. */
function expectedCrc(begin: YencBegin, range: { begin: number; end: number }, end: YencEnd): number | null {
  const whole = range.begin === 1 && range.end === begin.size;
  if (begin.part !== null) return end.pcrc32 ?? (whole ? end.crc32 : null);
  return end.crc32 ?? end.pcrc32;
}

/**
 * Decodes one article body (as BODY returns it: CRLF lines, dot-unstuffed) holding a yEnc
 * part: checks the header, the declared sizes against the data, and the CRC32. Buffer in,
 * Buffer out: the body is already bounded by the NNTP client, so memory stays within
 * `maxBytes` for the input plus the declared part size (never more) for the output.
 * Throws a `YencError` for anything that is not a complete, intact part.
 */
export function decodeYenc(body: Buffer, options: YencDecodeOptions = {}): YencPart {
  const max = options.maxBytes ?? YENC_MAX_BYTES;
  if (body.length > max) throw new YencError('too_large', { actual: body.length, limitBytes: max });
  const headerAt = findHeader(body);
  if (headerAt < 0) throw new YencError('no_header');

  const first = lineAt(body, headerAt, {});
  if (!isKeyword(first.line, '=ybegin')) throw new YencError('no_header');
  const begin = parseBegin(first.line.subarray('=ybegin'.length));
  const context = { name: begin.name, part: begin.part ?? undefined };
  let dataStart = first.next;
  let range = { begin: 1, end: begin.size };
  // Only a `=ypart` line is read as a header line: the first data line may be of any length.
  if (body.toString('latin1', dataStart, dataStart + 6) === '=ypart') {
    const second = lineAt(body, dataStart, context);
    if (!isKeyword(second.line, '=ypart'))
      throw new YencError('bad_header', { ...context, problem: 'range' });
    range = parseRange(second.line, begin);
    dataStart = second.next;
  } else if (begin.part !== null) {
    throw new YencError('bad_header', { ...context, problem: 'ypart_missing' });
  }

  const partSize = range.end - range.begin + 1;
  if (partSize > max) throw new YencError('too_large', { ...context, actual: partSize, limitBytes: max });
  // Each decoded byte takes at least one body byte: a part larger than the rest of the body is a lie.
  const out = Buffer.allocUnsafe(Math.min(partSize, Math.max(0, body.length - dataStart)));
  const { written, keywordAt } = decodeData(body, dataStart, out);
  if (keywordAt < 0) throw new YencError('truncated', { ...context, declared: partSize, actual: written });
  const trailer = lineAt(body, keywordAt, context).line;
  if (!isKeyword(trailer, '=yend')) throw new YencError('bad_header', { ...context, problem: 'next_header' });
  const end = parseEnd(trailer);
  if (end.part !== null && begin.part !== null && end.part !== begin.part) {
    throw new YencError('bad_header', { ...context, problem: 'yend_part' });
  }
  if (written !== partSize)
    throw new YencError('size_mismatch', { ...context, declared: partSize, actual: written });
  if (end.size !== null && end.size !== written) {
    throw new YencError('size_mismatch', { ...context, declared: end.size, actual: written });
  }

  const expected = expectedCrc(begin, range, end);
  let crcOk: boolean | null = null;
  if (expected !== null) {
    const actual = crc32(out) >>> 0;
    crcOk = actual === expected;
    if (!crcOk && !options.allowCrcMismatch) {
      throw new YencError('crc_mismatch', { ...context, expectedCrc: hex(expected), actualCrc: hex(actual) });
    }
  }
  return {
    name: begin.name,
    part: begin.part ?? 1,
    total: begin.part === null ? 1 : begin.total,
    begin: range.begin,
    end: range.end,
    fileSize: begin.size,
    data: out,
    crcOk,
  };
}
