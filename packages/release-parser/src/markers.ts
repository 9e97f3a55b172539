/**
 * Readers for single-token numeric markers: years, S01E02, 1x02, E1071, dates.
 * Hand-written char scans instead of regexes because they run on every token.
 */
import type { Token } from './tokenizer';

/** The first films date from the 1890s ("Leaving Jerusalem by Railway (1897)"). */
const MIN_YEAR = 1890;
/** Names from the future are not years ("Blade.Runner.2049"); one year of slack for early releases. */
const MAX_YEAR = new Date().getFullYear() + 1;

/** Maximum span of an episode or season range, so "S01E01-E9999" cannot allocate wildly. */
export const MAX_RANGE = 200;

/** Parses `low[from, to)` as a non-negative integer; -1 if empty or not all digits. */
export function readDigits(low: string, from: number, to: number): number {
  if (to <= from || to - from > 9) return -1;
  let value = 0;
  for (let i = from; i < to; i++) {
    const code = low.charCodeAt(i);
    if (code < 48 || code > 57) return -1;
    value = value * 10 + (code - 48);
  }
  return value;
}

export function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Number of leading digits of `low` starting at `from`. */
function digitRun(low: string, from: number): number {
  let i = from;
  while (i < low.length && isDigitCode(low.charCodeAt(i))) i++;
  return i - from;
}

export function isYear(value: number): boolean {
  return value >= MIN_YEAR && value <= MAX_YEAR;
}

/** A four-digit year token, else -1. */
export function readYear(low: string): number {
  if (low.length !== 4) return -1;
  const value = readDigits(low, 0, 4);
  return isYear(value) ? value : -1;
}

/** "12" or anime revision "12v2" → 12; else -1. */
export function readEpisodeNumber(low: string): number {
  const run = digitRun(low, 0);
  if (run === 0 || run > 4) return -1;
  if (run === low.length) return readDigits(low, 0, run);
  if (low.length === run + 2 && low.charCodeAt(run) === 118 /* v */ && isDigitCode(low.charCodeAt(run + 1))) {
    return readDigits(low, 0, run);
  }
  return -1;
}

export interface SeasonEpisode {
  season: number;
  episodes: number[];
}

/**
 * "s01", "s01e02", "s01e02e03", "s1e1", "s01ep02", "s2024e01". Returns null for
 * anything else (including "s01e01abc"), so words like "Se7en" never match.
 */
export function readSeasonEpisode(low: string): SeasonEpisode | null {
  if (low.charCodeAt(0) !== 115 /* s */) return null;
  const seasonDigits = digitRun(low, 1);
  if (seasonDigits === 0 || seasonDigits > 4) return null;
  const season = readDigits(low, 1, 1 + seasonDigits);
  const episodes: number[] = [];
  let p = 1 + seasonDigits;
  while (p < low.length) {
    if (low.charCodeAt(p) !== 101 /* e */) return null;
    p++;
    if (low.charCodeAt(p) === 112 /* p */) p++;
    const run = digitRun(low, p);
    if (run === 0 || run > 5) return null;
    episodes.push(readDigits(low, p, p + run));
    p += run;
  }
  return { season, episodes };
}

/** "1x01", "01x02", "1x01x02", "2016x05". Frame sizes like "1920x1080" are rejected by the digit limits. */
export function readCrossEpisode(low: string): SeasonEpisode | null {
  const seasonDigits = digitRun(low, 0);
  if (seasonDigits === 0 || low.charCodeAt(seasonDigits) !== 120 /* x */) return null;
  const season = readDigits(low, 0, seasonDigits);
  // "2016x05": a year as the season; other four-digit numbers are frame widths ("1280x720", "1920x800").
  if (seasonDigits > 2 && !(seasonDigits === 4 && isYear(season) && season !== 1920)) return null;
  const episodes: number[] = [];
  let p = seasonDigits;
  while (p < low.length) {
    if (low.charCodeAt(p) !== 120) return null;
    const run = digitRun(low, p + 1);
    if (run < 1 || run > 3) return null;
    episodes.push(readDigits(low, p + 1, p + 1 + run));
    p += 1 + run;
  }
  return episodes.length > 0 ? { season, episodes } : null;
}

/** "e01", "ep01", "e1071" → episode number, else -1. */
export function readEpisodeOnly(low: string): number {
  if (low.charCodeAt(0) !== 101 /* e */) return -1;
  const from = low.charCodeAt(1) === 112 /* p */ ? 2 : 1;
  const run = digitRun(low, from);
  if (run === 0 || run > 5 || from + run !== low.length) return -1;
  return readDigits(low, from, low.length);
}

/** Season words glued to their number: "Season4", "Staffel2", "Saison3". */
const GLUED_SEASON_WORDS = ['season', 'staffel', 'saison'];

/** "season4" → 4, else -1. */
export function readGluedSeason(low: string): number {
  for (const word of GLUED_SEASON_WORDS) {
    if (low.length > word.length && low.length <= word.length + 2 && low.startsWith(word)) {
      return readDigits(low, word.length, low.length);
    }
  }
  return -1;
}

const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** "1", "01", "two" → the part number 1–99, else -1. */
export function readPartNumber(low: string): number {
  const word = NUMBER_WORDS.indexOf(low);
  if (word >= 0) return word + 1;
  if (low.length > 2) return -1;
  const value = readDigits(low, 0, low.length);
  return value > 0 ? value : -1;
}

/** "1of6", "02of10": episode 1 of a six-part mini-series, else -1. */
export function readEpisodeOf(low: string): number {
  const run = digitRun(low, 0);
  if (run === 0 || run > 2 || low.charCodeAt(run) !== 111 /* o */ || low.charCodeAt(run + 1) !== 102 /* f */)
    return -1;
  const total = digitRun(low, run + 2);
  if (total === 0 || total > 2 || run + 2 + total !== low.length) return -1;
  const value = readDigits(low, 0, run);
  return value > 0 ? value : -1;
}

/** Part words glued to their number: "Part01", "Part2", "Teil1". */
const GLUED_PART_WORDS = ['part', 'teil'];

/** "part01" → 1, else -1. */
export function readGluedPart(low: string): number {
  for (const word of GLUED_PART_WORDS) {
    if (low.length > word.length && low.length <= word.length + 2 && low.startsWith(word)) {
      return readDigits(low, word.length, low.length);
    }
  }
  return -1;
}

/**
 * "103" → season 1 episode 3, "1013" → season 10 episode 13: the scene's
 * marker-less numbering. Returns season * 100 + episode, or -1 (episode 00 is none).
 */
export function readBareEpisodeNumber(low: string): number {
  if (low.length !== 3 && low.length !== 4) return -1;
  const value = readDigits(low, 0, low.length);
  // Four digits from 1890 on are years or numbers in titles ("Blade.Runner.2049").
  if (value < 0 || value >= MIN_YEAR || low.charCodeAt(0) === 48 /* 0 */) return -1;
  return value % 100 === 0 ? -1 : value;
}

/** "f02" (German "Folge") directly after a season marker, else -1. */
export function readFolge(low: string): number {
  if (low.charCodeAt(0) !== 102 /* f */ || low.length < 2 || low.length > 4) return -1;
  return readDigits(low, 1, low.length);
}

/** "1920x1080" → 1080, else -1. */
export function readFrameHeight(low: string): number {
  const widthDigits = digitRun(low, 0);
  if (widthDigits < 3 || widthDigits > 4 || low.charCodeAt(widthDigits) !== 120) return -1;
  const heightDigits = low.length - widthDigits - 1;
  if (heightDigits < 3 || heightDigits > 4) return -1;
  return readDigits(low, widthDigits + 1, low.length);
}

/** Leading-digits + unit suffix ("320kbps", "2cd", "24bit", "96khz"): the number when `low` ends with `unit`. */
export function readNumberWithUnit(low: string, unit: string): number {
  if (!low.endsWith(unit)) return -1;
  return readDigits(low, 0, low.length - unit.length);
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : `${value}`;
}

/** Air dates more than a day ahead are not dates: the download tools read them as something else. */
function notInFuture(year: number, month: number, day: number): boolean {
  return Date.UTC(year, month - 1, day) <= Date.now() + 86_400_000;
}

function validDate(year: number, month: number, day: number): boolean {
  return isYear(year) && month >= 1 && month <= 12 && day >= 1 && day <= 31 && notInFuture(year, month, day);
}

function isoDate(year: number, month: number, day: number): string {
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** English and German month names and their short forms, lower case → month number. */
const MONTHS = new Map<string, number>();
for (const [month, names] of [
  [1, 'jan|january|januar|jänner'],
  [2, 'feb|february|februar'],
  [3, 'mar|march|mär|märz|maerz'],
  [4, 'apr|april'],
  [5, 'may|mai'],
  [6, 'jun|june|juni'],
  [7, 'jul|july|juli'],
  [8, 'aug|august'],
  [9, 'sep|sept|september'],
  [10, 'oct|october|okt|oktober'],
  [11, 'nov|november'],
  [12, 'dec|december|dez|dezember'],
] as const) {
  for (const name of names.split('|')) MONTHS.set(name, month);
}

export function isMonthName(low: string): boolean {
  return MONTHS.has(low);
}

/** "5", "05", "5th", "21st", "2nd", "3rd" → the day of month, else -1. */
function readDay(low: string): number {
  const run = digitRun(low, 0);
  if (run === 0 || run > 2) return -1;
  const suffix = low.slice(run);
  if (suffix !== '' && suffix !== 'st' && suffix !== 'nd' && suffix !== 'rd' && suffix !== 'th') return -1;
  const day = readDigits(low, 0, run);
  return day >= 1 && day <= 31 ? day : -1;
}

/**
 * A date spread over three tokens separated by one character each:
 * 2024.03.15, 2024-03-15, 2012.16.02 (year-day-month when the middle cannot be
 * a month), the German order 15.03.2024 (also US 03.15.2024 when the first
 * number cannot be a month), and spelled months: "5th Mar 2025", "Mar.05.2025".
 * Dates in the future are none. Returns YYYY-MM-DD or null.
 */
export function readDate(tokens: Token[], i: number): string | null {
  const a = tokens[i];
  const b = tokens[i + 1];
  const c = tokens[i + 2];
  if (a === undefined || b === undefined || c === undefined) return null;
  if (b.start - a.end !== 1 || c.start - b.end !== 1) return null;
  if (c.low.length === 4 && isDigitCode(c.low.charCodeAt(0))) {
    const year = readDigits(c.low, 0, 4);
    const dayFirst = MONTHS.get(b.low);
    if (dayFirst !== undefined) {
      const day = readDay(a.low);
      return day > 0 && validDate(year, dayFirst, day) ? isoDate(year, dayFirst, day) : null;
    }
    const monthFirst = MONTHS.get(a.low);
    if (monthFirst !== undefined) {
      const day = readDay(b.low);
      return day > 0 && validDate(year, monthFirst, day) ? isoDate(year, monthFirst, day) : null;
    }
  }
  if (b.low.length !== 2) return null;
  const middle = readDigits(b.low, 0, 2);
  if (a.low.length === 4 && c.low.length === 2) {
    const year = readDigits(a.low, 0, 4);
    const last = readDigits(c.low, 0, 2);
    if (validDate(year, middle, last)) return isoDate(year, middle, last);
    // "2012.16.02": a scene slip, year-day-month.
    return middle > 12 && validDate(year, last, middle) ? isoDate(year, last, middle) : null;
  }
  if (a.low.length === 2 && c.low.length === 4) {
    const first = readDigits(a.low, 0, 2);
    const year = readDigits(c.low, 0, 4);
    // German day.month.year unless the first number cannot be a day-of-month-with-valid-month pair.
    if (validDate(year, middle, first)) return isoDate(year, middle, first);
    if (validDate(year, first, middle)) return isoDate(year, first, middle);
  }
  return null;
}

/** One-token dates: "20201013" (YYYYMMDD) and "140722" (YYMMDD). */
export function readCompactDate(low: string): string | null {
  if (low.length !== 6 && low.length !== 8) return null;
  if (readDigits(low, 0, low.length) < 0) return null;
  const yearDigits = low.length - 4;
  let year = readDigits(low, 0, yearDigits);
  if (yearDigits === 2) year += year <= (new Date().getUTCFullYear() % 100) + 1 ? 2000 : 1900;
  const month = readDigits(low, yearDigits, yearDigits + 2);
  const day = readDigits(low, yearDigits + 2, yearDigits + 4);
  return validDate(year, month, day) ? isoDate(year, month, day) : null;
}
