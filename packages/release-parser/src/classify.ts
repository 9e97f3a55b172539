/**
 * First pass over the tokens: what each token is (tag, year, episode marker,
 * date, plain word). One trie lookup per token plus a few char scans; the later
 * passes only read these arrays.
 */
import { MUSIC_MARKER, MUSIC_BIT_DEPTHS } from './music';
import {
  isDigitCode,
  isYear,
  readCrossEpisode,
  readDate,
  readDigits,
  readEpisodeNumber,
  readEpisodeOnly,
  isMonthName,
  readBareEpisodeNumber,
  readCompactDate,
  readFrameHeight,
  readEpisodeOf,
  readGluedPart,
  readGluedSeason,
  readPartNumber,
  readYear,
  readNumberWithUnit,
  readSeasonEpisode,
} from './markers';
import { ITUNES, RESOLUTION_TAGS, resolutionFromHeight } from './quality';
import { TAG_ROOT, languageTag } from './registry';
import { Kind, Weight, tag } from './tags';
import { CODE_DASH, CODE_OPEN_BRACKET, CODE_OPEN_PAREN, gapBeforeHas, gapBeforeLength } from './tokenizer';
import type { Tag } from './tags';
import type { Token } from './tokenizer';

/** Token classes. Strong/Weak/Edition equal the tag Weight values on purpose. */
export const Cls = {
  Unknown: 0,
  Strong: Weight.Strong,
  Weak: Weight.Weak,
  Edition: Weight.Edition,
  Year: 4,
  Episode: 5,
  Date: 6,
  Absolute: 7,
  /** Second or later token of a phrase or date; belongs to the token before. */
  Continued: 8,
  Group: 9,
  Number: 10,
} as const;

export interface Classified {
  cls: Uint8Array;
  tags: Array<Tag | undefined>;
  /** Number of tokens a tag or date starting here covers. */
  spans: Uint8Array;
}

const REPACK = tag(Kind.Repack, 'repack', Weight.Weak);
const PROPER = tag(Kind.Proper, 'proper', Weight.Weak);
const CATALOG = tag(Kind.Misc, 'catalog', Weight.Strong);
const VIDEO_BIT_DEPTH = new Map<number, Tag>();
const MUSIC_BIT_DEPTH = new Map<number, Tag>();

function bitDepthTag(value: number): Tag {
  const music = MUSIC_BIT_DEPTHS.has(value);
  const cache = music ? MUSIC_BIT_DEPTH : VIDEO_BIT_DEPTH;
  let cached = cache.get(value);
  if (cached === undefined) {
    cached = tag(Kind.BitDepth, String(value), Weight.Strong, music ? MUSIC_MARKER : undefined, value);
    cache.set(value, cached);
  }
  return cached;
}

/** Known = anything but a plain word or number; language tokens need a known neighbour to count. */
export function isKnownCls(value: number): boolean {
  return value !== Cls.Unknown && value !== Cls.Number;
}

export function classify(
  name: string,
  tokens: Token[],
  groupStart: number,
  groupEnd: number,
  leadingGroup: boolean,
): Classified {
  const n = tokens.length;
  const cls = new Uint8Array(n);
  const spans = new Uint8Array(n);
  const tags = new Array<Tag | undefined>(n).fill(undefined);
  // Every token of the group: "D-ZONE" and "GRP.LT" are two tokens.
  if (groupStart >= 0) {
    for (let i = 0; i < n; i++) {
      const token = tokens[i]!;
      if (token.start >= groupStart && token.end <= groupEnd) cls[i] = Cls.Group;
    }
  }

  for (let i = 0; i < n; i++) {
    if (cls[i] === Cls.Group) continue;
    const token = tokens[i]!;
    const node = TAG_ROOT.get(token.low);
    if (node !== undefined) {
      let best = node.tag;
      let bestLength = 1;
      let level = node;
      for (let k = i + 1; level.next !== undefined && k < n && cls[k] !== Cls.Group; k++) {
        const next = level.next.get(tokens[k]!.low);
        if (next === undefined) break;
        level = next;
        if (next.tag !== undefined) {
          best = next.tag;
          bestLength = k - i + 1;
        }
      }
      if (best !== undefined) {
        if (best.kind === Kind.SeasonWord || best.kind === Kind.EpisodeWord) {
          if (i > 0 && keywordNumberFollows(name, tokens, i)) cls[i] = Cls.Episode;
          continue;
        }
        if (best.kind === Kind.PartWord) {
          // After an air date ("2018.04.28.Part.2") a part numbers the broadcast, not an episode.
          if (i > 0 && partNumberFollows(name, tokens, i) && !datedBefore(cls, i)) cls[i] = Cls.Episode;
          continue;
        }
        cls[i] = best.weight;
        tags[i] = best;
        spans[i] = bestLength;
        for (let k = 1; k < bestLength; k++) cls[i + k] = Cls.Continued;
        if (best.weight === Weight.Weak && isWholeDashSegment(name, tokens, cls, i, bestLength)) {
          cls[i] = Cls.Strong;
        }
        i += bestLength - 1;
        continue;
      }
    }
    i += classifyPattern(name, tokens, cls, tags, spans, i, leadingGroup) - 1;
  }
  markBareEpisodeNumber(tokens, cls);
  return { cls, tags, spans };
}

/**
 * "Show.103.HDTV", "Show.1013.720p": without any other marker, a three- or
 * four-digit number right before the tags is season and episode.
 */
function markBareEpisodeNumber(tokens: Token[], cls: Uint8Array): void {
  let candidate = -1;
  for (let i = 1; i < cls.length; i++) {
    const c = cls[i];
    if (c === Cls.Episode || c === Cls.Date || c === Cls.Year || c === Cls.Absolute) return;
    if (candidate < 0 && c === Cls.Number && readBareEpisodeNumber(tokens[i]!.low) > 0) {
      const next = cls[i + 1];
      if (next === undefined || (next !== Cls.Unknown && next !== Cls.Number)) candidate = i;
    }
  }
  if (candidate > 0) cls[candidate] = Cls.Episode;
}

function datedBefore(cls: Uint8Array, i: number): boolean {
  for (let k = 0; k < i; k++) if (cls[k] === Cls.Date) return true;
  return false;
}

/** "Part 2", "Teil.1", "Part.Two": a part number follows, and no year after it ("Part.2.2011" is a title). */
function partNumberFollows(name: string, tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (next === undefined || gapBeforeHas(name, tokens, i + 1, CODE_DASH) || readPartNumber(next.low) < 0)
    return false;
  const after = tokens[i + 2];
  return after === undefined || readYear(after.low) < 0;
}

/**
 * Scene music separates fields with '-': in "Artist-Album-WEB-2021-GRP" the bare
 * WEB is a whole field, so it is a tag even though WEB alone is weak.
 */
function isWholeDashSegment(
  name: string,
  tokens: Token[],
  cls: Uint8Array,
  i: number,
  length: number,
): boolean {
  if (i === 0 || !gapBeforeHas(name, tokens, i, CODE_DASH)) return false;
  const after = i + length;
  return after >= tokens.length || cls[after] === Cls.Group || gapBeforeHas(name, tokens, after, CODE_DASH);
}

/** "Staffel 2", "Folge.12": the keyword only counts with a number after it (not a year, not across a '-'). */
function keywordNumberFollows(name: string, tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (next === undefined || next.low.length > 4 || gapBeforeHas(name, tokens, i + 1, CODE_DASH)) return false;
  const value = readDigits(next.low, 0, next.low.length);
  return value >= 0 && !(next.low.length === 4 && isYear(value));
}

/** " - 12", "_-_12", ".-.12": the anime episode separator (a dash inside a wider gap); not " - 1.7GB". */
function isSpacedDash(name: string, tokens: Token[], i: number): boolean {
  if (i === 0 || gapBeforeLength(tokens, i) < 2 || !gapBeforeHas(name, tokens, i, CODE_DASH)) return false;
  return !isDecimal(name, tokens, i);
}

/** "1.7GB", "2.5": the number is the integer part of a size or decimal, not an episode. */
function isDecimal(name: string, tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (next === undefined || next.start - tokens[i]!.end !== 1 || name.charCodeAt(next.start - 1) !== 46)
    return false;
  const low = next.low;
  let digits = 0;
  while (digits < low.length && isDigitCode(low.charCodeAt(digits))) digits++;
  if (digits === 0 || digits > 2) return false;
  const unit = low.slice(digits);
  return unit === '' || unit === 'gb' || unit === 'mb' || unit === 'gib' || unit === 'mib';
}

/**
 * Anime after a [SubGroup]: a zero-padded or multi-digit number right before a
 * bracket or at the end ("Show_One_07_(1280x720)", "Some Anime Show 214").
 */
function isBareAnimeEpisode(name: string, tokens: Token[], i: number, leadingGroup: boolean): boolean {
  if (!leadingGroup || i === 0 || tokens[i]!.low.length < 2 || isDecimal(name, tokens, i)) return false;
  const next = tokens[i + 1];
  if (next === undefined) return true;
  for (let p = tokens[i]!.end; p < next.start; p++) {
    const code = name.charCodeAt(p);
    if (code === CODE_OPEN_PAREN || code === CODE_OPEN_BRACKET) return true;
  }
  return false;
}

/** Classifies a token the trie does not know; returns the number of tokens consumed. */
function classifyPattern(
  name: string,
  tokens: Token[],
  cls: Uint8Array,
  tags: Array<Tag | undefined>,
  spans: Uint8Array,
  i: number,
  leadingGroup: boolean,
): number {
  const token = tokens[i]!;
  const low = token.low;
  const first = low.charCodeAt(0);

  // "5th Mar 2025", "Mar.05.2025": spelled months (a day before the month, or the month first).
  if (
    i > 0 &&
    (isDigitCode(first) ? isMonthName(tokens[i + 1]?.low ?? '') : low.length >= 3 && isMonthName(low)) &&
    readDate(tokens, i) !== null
  ) {
    return markDate(cls, spans, i, 3);
  }
  if (isDigitCode(first)) {
    const value = readDigits(low, 0, low.length);
    if (value >= 0) {
      if (low.length <= 4 && readDate(tokens, i) !== null) return markDate(cls, spans, i, 3);
      if (i > 0 && readCompactDate(low) !== null) return markDate(cls, spans, i, 1);
      const spacedDash = isSpacedDash(name, tokens, i);
      if (low.length === 4 && isYear(value)) cls[i] = spacedDash && leadingGroup ? Cls.Absolute : Cls.Year;
      else if (low.length <= 4 && (spacedDash || isBareAnimeEpisode(name, tokens, i, leadingGroup))) {
        cls[i] = Cls.Absolute;
      } else cls[i] = Cls.Number;
      return 1;
    }
    if (readEpisodeNumber(low) >= 0 && isSpacedDash(name, tokens, i)) {
      cls[i] = Cls.Absolute;
      return 1;
    }
    if (readCrossEpisode(low) !== null) {
      cls[i] = Cls.Episode;
      return 1;
    }
    const height = readFrameHeight(low);
    if (height > 0) {
      // Widescreen frames are short for their class: 1920x800 is 1080p.
      const resolution = resolutionFromHeight(
        Math.max(height, (readDigits(low, 0, low.indexOf('x')) * 9) / 16),
      );
      return resolution === null ? 1 : assignTag(cls, tags, spans, i, RESOLUTION_TAGS[resolution]);
    }
    if (i > 0 && readEpisodeOf(low) > 0) {
      cls[i] = Cls.Episode;
      return 1;
    }
    if (readNumberWithUnit(low, 'kbps') > 0 || readNumberWithUnit(low, 'khz') > 0)
      return assignTag(cls, tags, spans, i, MUSIC_MARKER);
    if (readNumberWithUnit(low, 'cd') > 1) return assignTag(cls, tags, spans, i, MUSIC_MARKER);
    const bits = readNumberWithUnit(low, 'bit');
    if (bits > 0) return assignTag(cls, tags, spans, i, bitDepthTag(bits));
    return 1;
  }
  if (first === 115 /* s */ && isDigitCode(low.charCodeAt(1))) {
    if (readSeasonEpisode(low) !== null) cls[i] = Cls.Episode;
    return 1;
  }
  if (first === 101 /* e */ && readEpisodeOnly(low) >= 0) {
    cls[i] = Cls.Episode;
    return 1;
  }
  if (readGluedSeason(low) >= 0) {
    cls[i] = Cls.Episode;
    return 1;
  }
  if (
    i > 0 &&
    readGluedPart(low) > 0 &&
    (tokens[i + 1] === undefined || readYear(tokens[i + 1]!.low) < 0) &&
    !datedBefore(cls, i)
  ) {
    cls[i] = Cls.Episode;
    return 1;
  }
  if (token.text === 'iT') return assignTag(cls, tags, spans, i, ITUNES);
  if (low.startsWith('repack') && readDigits(low, 6, low.length) >= 0)
    return assignTag(cls, tags, spans, i, REPACK);
  if (low.startsWith('proper') && readDigits(low, 6, low.length) >= 0)
    return assignTag(cls, tags, spans, i, PROPER);
  if (isCatalogNumber(name, tokens, i)) return assignTag(cls, tags, spans, i, CATALOG);
  if (low.includes('+')) {
    const languages = languageList(low);
    if (languages !== null) return assignTag(cls, tags, spans, i, languages);
  }
  return 1;
}

const LANGUAGE_LISTS = new Map<string, Tag | null>();

/** "[EN+ES]", "GER+ENG": languages joined by '+' are one audio-language tag. */
function languageList(low: string): Tag | null {
  let cached = LANGUAGE_LISTS.get(low);
  if (cached !== undefined) return cached;
  cached = null;
  const parts = low.split('+');
  if (parts.length <= 6) {
    for (let k = parts.length - 1; k >= 0; k--) {
      const language = languageTag(parts[k]!);
      if (language === undefined) {
        cached = null;
        break;
      }
      cached = tag(Kind.Language, language.value, Weight.Weak, cached ?? undefined);
    }
  }
  if (LANGUAGE_LISTS.size < 1000) LANGUAGE_LISTS.set(low, cached);
  return cached;
}

function markDate(cls: Uint8Array, spans: Uint8Array, i: number, length: number): number {
  cls[i] = Cls.Date;
  for (let k = 1; k < length; k++) cls[i + k] = Cls.Continued;
  spans[i] = length;
  return length;
}

function assignTag(
  cls: Uint8Array,
  tags: Array<Tag | undefined>,
  spans: Uint8Array,
  i: number,
  value: Tag,
): number {
  cls[i] = value.weight;
  tags[i] = value;
  spans[i] = 1;
  return 1;
}

/** "-(CAT123)-" in music names: a bracketed field holding a digit ends the album title. */
function isCatalogNumber(name: string, tokens: Token[], i: number): boolean {
  const token = tokens[i]!;
  const before = name.charCodeAt(token.start - 1);
  const after = name.charCodeAt(token.end);
  if ((before !== 40 && before !== 91) || (after !== 41 && after !== 93)) return false;
  if (!gapBeforeHas(name, tokens, i, CODE_DASH)) return false;
  for (let p = token.start; p < token.end; p++) if (isDigitCode(name.charCodeAt(p))) return true;
  return false;
}
