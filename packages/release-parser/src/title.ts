/**
 * Where the title ends and how to print it. The title runs up to the first year,
 * episode marker, date or strong tag; weak tags (German, DL, PROPER) directly
 * before a strong tag are pulled out of it again, so "Dark.German.DL.1080p"
 * gives "Dark" while "The.German.Doctor.2013" keeps "German".
 */
import { Cls } from './classify';
import { Kind } from './tags';
import type { Tag } from './tags';
import { CODE_DASH, CODE_DOT, CODE_SPACE, CODE_UNDERSCORE } from './tokenizer';
import type { Token } from './tokenizer';

/** Index of the first token after the title. */
export function findTitleEnd(tokens: Token[], cls: Uint8Array, tags: ReadonlyArray<Tag | undefined>): number {
  const n = tokens.length;
  let boundary = n;
  let afterMarker = false;
  for (let i = 0; i < n; i++) {
    const c = cls[i];
    if (c === Cls.Group) {
      boundary = i;
      break;
    }
    if (c === Cls.Episode || c === Cls.Date || (c === Cls.Absolute && i > 0)) {
      boundary = i;
      afterMarker = true;
      break;
    }
    // A year or tag as the very first token is the title ("1917", "2012", "Cars").
    if (i === 0) continue;
    if (c === Cls.Year) {
      // "Blade.Runner.2049.2017", "2001.A.Space.Odyssey.1968": only the last of adjacent years is the year.
      if (cls[i + 1] === Cls.Year) continue;
      boundary = i;
      afterMarker = true;
      break;
    }
    if (c === Cls.Strong) {
      boundary = i;
      break;
    }
  }
  // Walk back over weak tags that belong to the release part. Before a year or
  // episode marker only editions and "Complete (Series)" qualify: "The.German.Doctor.2013" keeps German.
  let end = boundary;
  for (;;) {
    let head = end - 1;
    while (head > 0 && cls[head] === Cls.Continued) head--;
    if (head < 1) break;
    const c = cls[head];
    if (c !== Cls.Edition && (afterMarker || c !== Cls.Weak) && tags[head]?.kind !== Kind.Complete) break;
    end = head;
  }
  // "Markus.Lanz.vom.14.11.2023": the word that introduces the air date is not the title.
  if (cls[boundary] === Cls.Date && end === boundary && end > 1 && DATE_INTRODUCERS.has(tokens[end - 1]!.low))
    end--;
  if (afterMarker && isGermanTagAfterGermanTitle(tokens, end)) end--;
  return end;
}

/**
 * The title's alternatives, as the download tools keep them: "Der.Untergang.AKA.Downfall",
 * "a.k.a.", and titles in two scripts ("Тёмные воды / Dark Waters"). Returns the
 * token ranges [from, to) of each title, the first one first.
 */
export function titleRanges(name: string, tokens: Token[], end: number): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let from = 0;
  for (let k = 1; k < end; k++) {
    const low = tokens[k]!.low;
    let skip = -1;
    if (low === 'aka') skip = 1;
    else if (low === 'a' && tokens[k + 1]?.low === 'k' && tokens[k + 2]?.low === 'a' && k + 2 < end) skip = 3;
    else if (isSpacedSlash(name, tokens[k - 1]!, tokens[k]!)) skip = 0;
    if (skip < 0) continue;
    if (k > from) ranges.push([from, k]);
    from = k + skip;
    k = from;
  }
  if (end > from) ranges.push([from, end]);
  return ranges;
}

/** " / " between two titles; "AC/DC" has no spaces around its slash. */
function isSpacedSlash(name: string, a: Token, b: Token): boolean {
  if (b.start - a.end < 2) return false;
  let slash = false;
  let space = false;
  for (let p = a.end; p < b.start; p++) {
    const code = name.charCodeAt(p);
    if (code === 47 /* / */) slash = true;
    else if (code === CODE_SPACE) space = true;
  }
  return slash && space;
}

/** Words before an air date: "Show.vom.14.11.2023", "Show.from.2023.11.14". */
const DATE_INTRODUCERS = new Set(['vom', 'from', 'am']);

/** German function words; English titles never contain them, German ones almost always do. */
const GERMAN_TITLE_WORDS = new Set([
  'der',
  'die',
  'das',
  'des',
  'dem',
  'den',
  'und',
  'ein',
  'eine',
  'einer',
  'eines',
  'im',
  'vom',
  'zum',
  'zur',
  'nach',
  'von',
  'mit',
  'fuer',
  'für',
  'auf',
  'aus',
  'ist',
  'nicht',
  'wie',
  'wir',
  'ich',
  'unter',
  'ueber',
  'über',
]);

const GERMAN_LANGUAGE_WORDS = new Set(['german', 'ger', 'deutsch']);

/**
 * "Der.Film.deines.Lebens.German.2011": a German tag before the year of a German
 * title is the language, while "The.Good.German.2006" keeps its last word.
 */
function isGermanTagAfterGermanTitle(tokens: Token[], end: number): boolean {
  const last = tokens[end - 1];
  if (end < 3 || last === undefined || !GERMAN_LANGUAGE_WORDS.has(last.low)) return false;
  for (let i = 0; i < end - 1; i++) if (GERMAN_TITLE_WORDS.has(tokens[i]!.low)) return true;
  return false;
}

/** Abbreviations that keep their dot: "Mr.Robot" → "Mr. Robot", "Alien.vs.Predator" → "Alien vs. Predator". */
const ABBREVIATIONS = new Set(['mr', 'mrs', 'ms', 'dr', 'jr', 'sr', 'st', 'vs']);

function isSingleLetter(token: Token): boolean {
  if (token.text.length !== 1) return false;
  const code = token.low.charCodeAt(0);
  return (code >= 97 && code <= 122) || code > 127;
}

/** One-character '.' gap between tokens a and b. */
function dotJoined(name: string, a: Token, b: Token): boolean {
  return b.start - a.end === 1 && name.charCodeAt(a.end) === CODE_DOT;
}

const GAP_DASH = 1;
const GAP_SPACED = 2;
const GAP_OPEN = 4;
const GAP_CLOSE = 8;
const GAP_COMMA = 16;

/** Flags for the separator run between tokens a and b. */
function gapFlags(name: string, a: Token, b: Token): number {
  let flags = b.start - a.end > 1 ? GAP_SPACED : 0;
  for (let p = a.end; p < b.start; p++) {
    const code = name.charCodeAt(p);
    if (code === CODE_DASH) flags |= GAP_DASH;
    else if (code === 40 /* ( */ || code === 91 /* [ */) flags |= GAP_OPEN;
    else if (code === 41 /* ) */ || code === 93 /* ] */) flags |= GAP_CLOSE;
    else if (code === 44 /* , */) flags |= GAP_COMMA;
  }
  return flags;
}

/**
 * Prints tokens [from, to) as a human title. S.W.A.T. and S.H.I.E.L.D. keep
 * their dots, hyphenated words keep their hyphen, "(US)" keeps its brackets,
 * everything else becomes a space. With `segments` set, dashes split the title
 * into separate strings (music fields).
 */
export function printTitle(
  name: string,
  tokens: Token[],
  from: number,
  to: number,
  segments?: string[],
): string {
  let out = '';
  let bracketOpen = false;
  const first = tokens[from];
  // "(500).Days.of.Summer": a title that starts inside brackets keeps them.
  if (
    first !== undefined &&
    first.start > 0 &&
    name.charCodeAt(first.start - 1) === 40 /* ( */ &&
    to - from > 1
  ) {
    out = '(';
    bracketOpen = true;
  }
  for (let k = from; k < to; k++) {
    const token = tokens[k]!;
    if (k > from) {
      const previous = tokens[k - 1]!;
      const gap = gapFlags(name, previous, token);
      if (bracketOpen && gap & GAP_CLOSE) {
        out += ')';
        bracketOpen = false;
      }
      if (gap & GAP_OPEN) {
        out += bracketOpen ? ' ' : ' (';
        bracketOpen = true;
      } else if (gap & GAP_DASH) {
        if (segments !== undefined) {
          segments.push(out);
          out = '';
        } else out += gap & GAP_SPACED ? ' - ' : '-';
      } else if (gap & GAP_COMMA) out += ', ';
      else if (isSingleLetter(previous) && isSingleLetter(token) && dotJoined(name, previous, token))
        out += '.';
      else out += ' ';
    }
    out += token.text;
    const next = tokens[k + 1];
    if (next !== undefined && name.charCodeAt(token.end) === CODE_DOT) {
      if (ABBREVIATIONS.has(token.low) && k + 1 < to) out += '.';
      else if (
        isSingleLetter(token) &&
        k > from &&
        isSingleLetter(tokens[k - 1]!) &&
        dotJoined(name, tokens[k - 1]!, token) &&
        !(k + 1 < to && isSingleLetter(next) && dotJoined(name, token, next))
      ) {
        out += '.';
      }
    }
  }
  if (bracketOpen) out += ')';
  if (segments !== undefined) {
    segments.push(out);
    return segments.join(' - ');
  }
  return out;
}

/** Music fields use '_' for spaces; a title printed from them may carry stray separators. */
export function tidyTitle(title: string): string {
  let start = 0;
  let end = title.length;
  while (start < end && isTrimCode(title.charCodeAt(start))) start++;
  while (end > start && isTrimCode(title.charCodeAt(end - 1))) end--;
  return start === 0 && end === title.length ? title : title.slice(start, end);
}

function isTrimCode(code: number): boolean {
  return code === CODE_SPACE || code === CODE_DASH || code === CODE_UNDERSCORE || code === 58; /* : */
}
