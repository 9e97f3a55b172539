/**
 * Turns what a visitor typed into a Postgres `to_tsquery('simple', …)` text:
 * every word must occur, the last one also as a prefix (so results appear while
 * typing). Words are split exactly where the release-name vector splits them
 * (dots, dashes, brackets, any non-letter), and only letters and digits survive,
 * so no tsquery operator or quote from the input can reach the query.
 */
export interface TextSearch {
  /** The tsquery text, or null when the input holds no searchable word. */
  tsquery: string | null;
  /** The trimmed input, for a substring fallback. */
  raw: string;
  /** The words the tsquery holds: those that must occur, and the last one when it is a prefix. */
  terms: SearchTerms;
}

export interface SearchTerms {
  exact: string[];
  prefix: string | null;
}

const MAX_WORDS = 8;
const SPELLED_OUT: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', ẞ: 'ss' };

/**
 * Umlauts spelt out as scene names spell them (ä → ae, ß → ss), as the search
 * vectors store names and titles (`umlautsSpelledOut` in db/schema/columns.ts),
 * so "müde" finds "Muede" and "muede" finds "Der müde Tod". Expects lower case.
 */
export function spellOutUmlauts(word: string): string {
  return word.replace(/[äöüßẞ]/g, (ch) => SPELLED_OUT[ch] ?? ch);
}

const MAX_WORD_LENGTH = 60;
// One- and two-letter prefixes expand to thousands of lexemes in the index.
const MIN_PREFIX_LENGTH = 3;

/**
 * `frequentWords`: lexemes so common (per planner statistics) that they are
 * surely typed in full; a prefix on them ("1080p:*", "german:*") would make the
 * index collect hundreds of thousands of entries for no extra match.
 */
export function textSearch(input: string, frequentWords: ReadonlySet<string> = new Set()): TextSearch {
  const raw = input.trim();
  const words = raw
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, MAX_WORDS)
    .map((w) => spellOutUmlauts(w).slice(0, MAX_WORD_LENGTH));
  if (words.length === 0) return { tsquery: null, raw, terms: { exact: [], prefix: null } };
  const last = words[words.length - 1]!;
  const prefix = last.length >= MIN_PREFIX_LENGTH && !frequentWords.has(last) ? last : null;
  const exact = prefix === null ? words : words.slice(0, -1);
  const parts = exact.map((w) => `'${w}'`);
  if (prefix !== null) parts.push(`'${prefix}':*`);
  return { tsquery: parts.join(' & '), raw, terms: { exact, prefix } };
}

/** An ILIKE pattern that finds `text` anywhere, with `!` as the escape character for % and _. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}
