/**
 * The held-out accuracy check: invented release names of the real-world shapes
 * issue 17 lists, each with the answer the download tools would give. It is
 * kept apart from the table tests (test/cases) on purpose: the table tests say
 * what a rule must do, this set measures how often the parser is fully right
 * on names no rule was written for. Never tune a rule to a name of this set;
 * add a table test of the same shape instead.
 */
import type { ParsedRelease } from '../src/index';

/**
 * Expected answer in a compact form:
 *  - t: title; alt: alternative titles (checked only when given)
 *  - k: type ('movie' | 'tv' | 'music' | 'unknown'); default 'tv' when `e` is given, else 'movie'
 *  - y: year (default null)
 *  - e: numbering, '/'-separated parts: 'S01E03', 'S01E01-03', 'S01E01,02', 'S01' (season pack),
 *    'S01-05' (multi-season pack), 'D2024-03-15' (air date), 'A12' (absolute episode)
 *  - q: '<resolution>[~] <source>[ <modifier>]': '-' for none, '~' when the resolution is inferred;
 *    the modifier defaults to 'encode' for disc-based sources (BluRay, DVD, BDRip, …), else none
 *  - l: audio languages, comma-separated ISO codes ('' = none named)
 *  - s: subtitle languages (checked only when given)
 *  - g: release group (null = none)
 *  - de: German release (default: German audio or subtitles expected)
 *  - x: further fields that must match
 */
export interface Expect {
  t: string;
  alt?: string[];
  k?: ParsedRelease['type'];
  y?: number | null;
  e?: string;
  q: string;
  l?: string;
  s?: string;
  g: string | null;
  de?: boolean;
  x?: Partial<ParsedRelease> & Record<string, unknown>;
}

export interface HeldOutName {
  name: string;
  expect: Expect;
}

export function h(name: string, expect: Expect): HeldOutName {
  return { name, expect };
}

/** Sources read from a disc or a disc rip: their default modifier is 'encode'. */
const DISC_SOURCES = new Set(['BluRay', 'UHD BluRay', 'HD-DVD', 'BDRip', 'DVD', 'DVDRip']);

const MODIFIERS = new Set(['remux', 'disc', 'rawhd', 'encode']);

function list(value: string | undefined): string[] {
  return value === undefined || value === '' ? [] : value.split(',');
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let v = from; v <= to; v++) out.push(v);
  return out;
}

/** The numbering fields an `e` spec stands for. */
function numbering(spec: string | undefined): Partial<ParsedRelease> {
  const out: Partial<ParsedRelease> = {
    season: null,
    seasons: [],
    episodes: [],
    fullSeason: false,
    airDate: null,
    absoluteEpisode: null,
  };
  if (spec === undefined) return out;
  for (const part of spec.split('/')) {
    if (part.startsWith('D')) out.airDate = part.slice(1);
    else if (part.startsWith('A')) out.absoluteEpisode = Number(part.slice(1));
    else {
      const match = /^S(\d+)(?:-(\d+))?(?:E(\d+)(?:([-,])(\d+))?)?$/.exec(part);
      if (match === null) throw new Error(`bad numbering spec ${part}`);
      const season = Number(match[1]);
      out.season = season;
      out.seasons = match[2] === undefined ? [season] : range(season, Number(match[2]));
      if (match[3] === undefined) out.fullSeason = true;
      else {
        const first = Number(match[3]);
        if (match[5] === undefined) out.episodes = [first];
        else if (match[4] === ',') out.episodes = [first, Number(match[5])];
        else out.episodes = range(first, Number(match[5]));
      }
    }
  }
  return out;
}

/** The fields an expectation stands for, in the parser's shape. */
export function expectedFields(expect: Expect): Record<string, unknown> {
  const words = expect.q.split(' ');
  const resolutionText = words.shift() ?? '-';
  const modifier = MODIFIERS.has(words[words.length - 1] ?? '') ? words.pop() : undefined;
  const source = words.join(' ') || '-';
  const inferred = resolutionText.endsWith('~');
  const resolution = inferred ? resolutionText.slice(0, -1) : resolutionText;
  const fields: Record<string, unknown> = {
    title: expect.t,
    type: expect.k ?? (expect.e === undefined ? 'movie' : 'tv'),
    year: expect.y ?? null,
    ...numbering(expect.e),
    source: source === '-' ? null : source,
    quality: {
      resolution: resolution === '-' ? null : resolution,
      resolutionInferred: inferred,
      modifier: modifier ?? (DISC_SOURCES.has(source) ? 'encode' : null),
    },
    languages: list(expect.l).sort(),
    group: expect.g,
  };
  if (expect.s !== undefined) fields.subtitles = list(expect.s).sort();
  if (expect.alt !== undefined) fields.alternativeTitles = expect.alt;
  return { ...fields, ...expect.x };
}

export function isGerman(expect: Expect): boolean {
  return expect.de ?? (list(expect.l).includes('de') || list(expect.s).includes('de'));
}

function normaliseTitle(value: unknown): unknown {
  return typeof value === 'string' ? value.toLowerCase().replace(/\s+/g, ' ').trim() : value;
}

/** The parsed value of a field in the form the expectation uses (titles folded, languages sorted). */
export function actualField(parsed: ParsedRelease, field: string): unknown {
  const record = parsed as unknown as Record<string, unknown>;
  const value = record[field];
  if (field === 'languages' || field === 'subtitles') return [...(value as string[])].sort();
  // A parser without the quality class (before issue 17) is read as stating only what the name states.
  if (field === 'quality' && value === undefined) {
    const modifier = parsed.remux ? 'remux' : DISC_SOURCES.has(parsed.source ?? '') ? 'encode' : null;
    return { resolution: parsed.resolution, resolutionInferred: false, modifier };
  }
  return value;
}

/** Like toMatchObject: every key the expectation names must match; arrays match element by element. */
function matches(actual: unknown, wanted: unknown): boolean {
  if (Array.isArray(wanted)) {
    return (
      Array.isArray(actual) &&
      actual.length === wanted.length &&
      wanted.every((item, index) => matches(actual[index], item))
    );
  }
  if (wanted !== null && typeof wanted === 'object') {
    if (actual === null || typeof actual !== 'object') return false;
    const record = actual as Record<string, unknown>;
    return Object.entries(wanted).every(([key, value]) => matches(record[key], value));
  }
  return actual === wanted;
}

/** The fields that differ: [field, expected, actual]. */
export function mismatches(parsed: ParsedRelease, expect: Expect): Array<[string, unknown, unknown]> {
  const out: Array<[string, unknown, unknown]> = [];
  for (const [field, expected] of Object.entries(expectedFields(expect))) {
    let actual = actualField(parsed, field);
    let wanted = expected;
    if (field === 'title') {
      actual = normaliseTitle(actual);
      wanted = normaliseTitle(wanted);
    }
    if (field === 'alternativeTitles' && Array.isArray(actual) && Array.isArray(wanted)) {
      actual = actual.map(normaliseTitle);
      wanted = wanted.map(normaliseTitle);
    }
    if (!matches(actual, wanted)) out.push([field, wanted, actual]);
  }
  return out;
}
