/**
 * Splits a release name into word tokens once, keeping offsets so later stages can
 * look at the separators between tokens ('-' in WEB-DL, ' - ' before an anime
 * episode, '.' inside S.W.A.T.) without re-scanning or re-allocating.
 */

export interface Token {
  /** Original text ("GERMAN", "S01E01"). */
  text: string;
  /** Lower-case text, the key for every lookup. */
  low: string;
  start: number;
  end: number;
}

/** ASCII separator table; '+', ':', '&', '\'' and '!' stay inside tokens (HDR10+, DTS:X, Marvel's). */
const SEPARATOR = new Uint8Array(128);
for (const ch of ' ._-()[]{},|/\\;~\t\n\r*"') SEPARATOR[ch.charCodeAt(0)] = 1;

export function isSeparatorCode(code: number): boolean {
  return code < 128 && SEPARATOR[code] === 1;
}

/** Tokenises `name` between `from` and `to`. `lower` must be `name.toLowerCase()` of equal length. */
export function tokenize(name: string, lower: string, from: number, to: number): Token[] {
  const tokens: Token[] = [];
  let start = -1;
  for (let i = from; i < to; i++) {
    const code = name.charCodeAt(i);
    if (code < 128 && SEPARATOR[code] === 1) {
      if (start >= 0) {
        tokens.push({ text: name.slice(start, i), low: lower.slice(start, i), start, end: i });
        start = -1;
      }
    } else if (start < 0) {
      start = i;
    }
  }
  if (start >= 0) tokens.push({ text: name.slice(start, to), low: lower.slice(start, to), start, end: to });
  return tokens;
}

/** True when the separator run before token `i` contains `ch` (char code). */
export function gapBeforeHas(name: string, tokens: Token[], i: number, code: number): boolean {
  const token = tokens[i];
  if (token === undefined) return false;
  const from = i > 0 ? tokens[i - 1]!.end : 0;
  for (let p = from; p < token.start; p++) if (name.charCodeAt(p) === code) return true;
  return false;
}

/** Length of the separator run before token `i` (0 for the first token when it starts the name). */
export function gapBeforeLength(tokens: Token[], i: number): number {
  const token = tokens[i];
  if (token === undefined) return 0;
  return token.start - (i > 0 ? tokens[i - 1]!.end : 0);
}

export const CODE_DASH = 45;
export const CODE_DOT = 46;
export const CODE_SPACE = 32;
export const CODE_UNDERSCORE = 95;
export const CODE_OPEN_PAREN = 40;
export const CODE_OPEN_BRACKET = 91;
