import { findCounters, findSizes, type Counter } from './counters';
import { fileBaseName, fileFacts, hasKnownExtension, type FileKind } from './file-names';
import { cleanNamePart } from './name-part';
import { looksRandom } from './obfuscation';
import { cutTo, MAX_SUBJECT_LENGTH, subjectText, trimEdges } from './subject-text';

/*
 * A generic grammar instead of a list of per-group regexes (NNTmux seeds hundreds): a binary
 * subject is `[noise] name [noise] [file counter] [file name] [size] [yEnc] part counter [size]`
 * in some order. The pieces with a fixed shape are found first (quoted file name, counters, sizes,
 * `yEnc`, an unquoted word with a file ending), cut out, and what stands before the file name is
 * the name, once bracketed posting noise is dropped. A subject with no name of its own takes the
 * file's base name, so the files of one post still share one.
 */

/** What one binary article's subject says about the file it carries and the release it belongs to. */
export interface ParsedSubject {
  /** The posted release name without posting noise: the release-name parser's input and the grouping base. */
  releaseName: string;
  /** The file name, quoted or not; null when the subject names none (fully obfuscated posts). */
  fileName: string | null;
  /** `[01/63]`, `(01/63)`, `File 1 of 63`: this file's number and the post's file count; null when unwritten. */
  fileIndex: number | null;
  fileTotal: number | null;
  /** The last `(1/163)`: this article's part of the file; 1 of 1 for a single-part post without a counter. */
  part: number;
  partTotal: number;
  /** A size the poster wrote (`1,23 GB`, `{1048576 yEnc bytes}`, nyuu's trailing byte count), in bytes. */
  sizeHint: number | null;
  fileKind: FileKind;
  volumeNumber: number | null;
  /** The release name is only a random string: the real name must come from the PAR2 or NFO inside. */
  obfuscated: boolean;
}

const MAX_NAME = 300;
const MAX_FILE_NAME = 255;
const REPLY = /^\s*(?:(?:re|aw|fwd?|wg)(?:\[\d{1,3}\])?[ \t]{0,3}:\s*){1,5}/i;
const YENC = /\byenc\b/gi;
const YENC_WORD = /\byenc\b/i;
const BARE_BYTES = /^[\s\-_]*(\d{1,15})[\s\-_]*$/;
const YENC_BYTES = /\byenc[ \t]{1,3}(\d{1,15})\b/i;

interface Span {
  start: number;
  end: number;
}

function blank(text: string, span: Span): string {
  return blankAll(text, [span]);
}

/** Replaces the spans by spaces of the same length in one pass (many cuts one by one would be quadratic). */
function blankAll(text: string, spans: Span[]): string {
  if (spans.length === 0) return text;
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const { start, end } of sorted) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    out += text.slice(at, from) + ' '.repeat(end - from);
    at = end;
  }
  return out + text.slice(at);
}

/**
 * The quoted file name: of paired quotes, the last pair whose content has a known ending, else the
 * last pair (obfuscated file names often have no ending). Pairs are counted from the end, where the
 * file name stands, so a stray quote in the name part does not shift them.
 */
function quotedFileName(text: string): (Span & { name: string }) | null {
  const quotes: number[] = [];
  for (let at = text.indexOf('"'); at >= 0; at = text.indexOf('"', at + 1)) quotes.push(at);
  let fallback: (Span & { name: string }) | null = null;
  for (let i = quotes.length - 1; i >= 1; i -= 2) {
    const start = quotes[i - 1]!;
    const end = quotes[i]! + 1;
    const name = text.slice(start + 1, end - 1).trim();
    if (!name) continue;
    if (hasKnownExtension(name)) return { start, end, name };
    fallback ??= { start, end, name };
  }
  return fallback;
}

/**
 * An unquoted file name: the last word before the part counter with a known ending. Words end at
 * spaces and square, curly and angle brackets (`[PRiVATE]-[Film.mkv]-[1/5]`), not at round ones,
 * which file names carry (`Film (2007).mkv`). A file name with spaces is only found when quoted.
 */
function unquotedFileName(text: string, before: number): (Span & { name: string }) | null {
  const region = text.slice(0, before);
  let best: (Span & { name: string }) | null = null;
  for (const m of region.matchAll(/[^\s[\]{}<>]{1,1000}/g)) {
    const name = trimEdges(m[0], `"'[(<{`, `"'])>},;:`);
    if (name && hasKnownExtension(name)) best = { start: m.index, end: m.index + m[0].length, name };
  }
  return best;
}

/**
 * The part counter is the last `(n/m)` after the file name (yEnc's convention), or a `[n/m]` right
 * after `yEnc`. A round counter before a quoted file name is the file index (`(01/63) "x.rar" yEnc`).
 */
function partCounter(counters: Counter[], masked: string, fileEnd: number): Counter | null {
  for (let i = counters.length - 1; i >= 0; i--) {
    const c = counters[i]!;
    if (c.start < fileEnd) break;
    if (c.round) return c;
    if (/\byenc\s*$/i.test(masked.slice(Math.max(0, c.start - 12), c.start))) return c;
  }
  return null;
}

/** The file counter: the last counter before the file name, else one between the file name and the part counter. */
function fileCounter(
  counters: Counter[],
  part: Counter | null,
  file: Span | null,
  nameEnd: number,
): Counter | null {
  let before: Counter | null = null;
  let after: Counter | null = null;
  for (const c of counters) {
    if (c === part) continue;
    if (c.start < (file?.start ?? nameEnd)) before = c;
    else if (file && c.start >= file.end && c.end <= nameEnd) after ??= c;
  }
  return before ?? after;
}

function hasNameCharacters(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/**
 * Reads the subject of a binary usenet article (from `OVER`) into the facts a header indexer
 * groups files and releases by. Returns null when the subject is not a binary post (neither a part
 * counter nor `yEnc` with a file name, as in a text reply `Re: Frage zu XY`), or names nothing to
 * group by.
 * Never throws; the work is linear in the subject's length.
 */
export function parseSubject(subject: string): ParsedSubject | null {
  if (typeof subject !== 'string' || subject.length > MAX_SUBJECT_LENGTH) return null;
  const text = subjectText(subject)
    .replace(/&quot;/gi, '"')
    .replace(REPLY, '');

  // `masked` is what the search for counters, sizes and file names sees; `cut` lists what the
  // name part loses in the end (the quoted text stays in it if it turns out not to be the file).
  const quoted = quotedFileName(text);
  let masked = quoted ? blank(text, quoted) : text;
  const cut: Span[] = [];

  const counters = findCounters(masked);
  const part = partCounter(counters, masked, quoted?.end ?? 0);
  if (!part && !YENC_WORD.test(masked)) return null;

  let sizeHint: number | null = null;
  if (part) {
    cut.push(part);
    const tail = masked.slice(part.end).match(BARE_BYTES);
    if (tail) sizeHint = parseInt(tail[1]!, 10);
  }
  for (const size of findSizes(masked)) {
    sizeHint ??= size.bytes;
    cut.push(size);
  }
  const yencBytes = masked.match(YENC_BYTES);
  if (yencBytes) {
    sizeHint ??= parseInt(yencBytes[1]!, 10);
    const start = yencBytes.index! + yencBytes[0].length - yencBytes[1]!.length;
    cut.push({ start, end: start + yencBytes[1]!.length });
  }
  masked = blankAll(masked, cut);

  const nameEnd = part?.start ?? masked.length;
  let file = quoted;
  if (!quoted || !hasKnownExtension(quoted.name)) {
    // Unquoted (`Name - name.part01.rar yEnc (1/3)`), or quoted text that is the name, not the file.
    const others = counters.filter((c) => c !== part);
    const searched = blankAll(masked, others)
      .replace(/"/g, ' ')
      .replace(YENC, (w) => ' '.repeat(w.length));
    const word = unquotedFileName(searched, nameEnd);
    if (word) file = word;
  }
  // Without a part counter, `yEnc` alone could be a word in a text article (`Re: Frage zu yEnc`):
  // a single-part binary post also names its file.
  if (!part && !file) return null;
  if (file) cut.push(file);
  const index = fileCounter(counters, part, file, nameEnd);
  if (index) cut.push(index);

  const named = blankAll(text, cut);
  const fileName = file ? cutTo(file.name.replace(/\s+/g, ' '), MAX_FILE_NAME) : null;
  const base = fileName ? fileBaseName(fileName) : '';
  let name = cleanNamePart(named.slice(0, file?.start ?? nameEnd));
  // `"file.rar" Release.Name yEnc (1/3)`: a few posters write the name after the file.
  if (!hasNameCharacters(name) && file) name = cleanNamePart(named.slice(file.end, nameEnd));
  let releaseName = hasNameCharacters(name) ? name : '';
  if (!releaseName || (looksRandom(releaseName) && base && !looksRandom(base))) releaseName = base;
  releaseName = cutTo(releaseName.trim(), MAX_NAME);
  if (!hasNameCharacters(releaseName)) return null;

  const facts = fileName ? fileFacts(fileName) : { kind: 'other' as const, volumeNumber: null };
  return {
    releaseName,
    fileName,
    fileIndex: index?.n ?? null,
    fileTotal: index?.of ?? null,
    part: part?.n ?? 1,
    partTotal: part?.of ?? 1,
    sizeHint,
    fileKind: facts.kind,
    volumeNumber: facts.volumeNumber,
    obfuscated: looksRandom(releaseName),
  };
}
