/**
 * The "envelope" around the release proper: file extension, site prefixes
 * ("[ www.site.com ] - "), trailing tracker tags ("[rarbg]"), usenet repost
 * suffixes ("-Obfuscated") and the release group.
 */
import { readCrossEpisode, readDigits, readEpisodeOnly, readSeasonEpisode, readYear } from './markers';
import { completesTag, isLanguageWord, isMiscTagWord, isStrongTagWord, isTagWord } from './registry';
import { isSeparatorCode } from './tokenizer';

export interface Envelope {
  /** Offset where the release proper starts (after a site prefix or anime [SubGroup]). */
  start: number;
  /** Offset where it ends (before the file extension). */
  end: number;
  group: string | null;
  /** Offset of the trailing "-GRP" group text, or -1 (an anime leading group has none). */
  groupStart: number;
  groupEnd: number;
  /** The name began with "[SubGroup]" (anime): " - 12" then means episode 12, not a year. */
  leadingGroup: boolean;
  /** The file extension, lower case without the dot ("avi"); the inner one of "x.mkv.nzb". */
  extension: string | null;
}

const FILE_EXTENSION =
  /\.(?:mkv|avi|mp4|m4v|nzb|wmv|mov|mpg|mpeg|iso|img|rar|zip|7z|par2|nfo|srt|vob|webm|flv|m2ts|divx|ogm|torrent|sfv|ass)$/i;

const SITE_LIKE =
  /^\s*(?:www\.|https?:)|\.(?:com|org|net|to|me|io|cc|info|tv|ws|se|re|ru|in|cd|nu|ch|xyz|club|site|vip|pw|li|la|eu|co|st|sx|am|mx|lt|is|one|biz|top|link|xxx|rip|bz|ag|ms|tw|lol)\s*$/i;

const WWW_PREFIX = /^www\.[a-z0-9-]+\.[a-z]{2,6}\s*[-_]+\s*/i;

/** Usenet poster/indexer suffixes that follow the real group: "-GRP-Obfuscated", "-GRP-postbot". */
const JUNK_SUFFIXES = new Set([
  'obfuscated',
  'scrambled',
  'postbot',
  'xpost',
  'asrequested',
  'alternativetorequested',
  'buymore',
  'rp',
  'sample',
  'nzbgeek',
  'nzbgeek.info',
  'whiterev',
  'chamele0n',
  'gerov',
  'z0ids3n',
  '4p',
  '4planet',
  'rakuten',
  'rakuvfinhel',
  'rakuv',
  'pre',
  'repost',
  'altezachen',
  'repackpost',
  'sonarr',
  'radarr',
]);

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isSpaceCode(code: number): boolean {
  return code === 32 || code === 9;
}

/** Placeholders some tools write where the group would be. */
const NO_GROUP = new Set(['nogroup', 'nogrp', 'unknown']);

/** Characters a scene group never contains; their presence means the '-' was not a group dash. */
const NOT_IN_GROUP = /[\s._()[\]{}]/;

/** A group with a short dotted suffix: "-GRP.LT", "-YTS.MX". */
const DOTTED_GROUP = /^[A-Za-z0-9]{2,20}\.[A-Za-z]{2,3}$/;

/**
 * Whether the text after the last dash names a group. A tag word is not
 * ("-DL" of "WEB-DL", "-German", "-PROPER"), except a scene marker that says
 * nothing about the release after another tag: "x264-AniMe", "x264-DOKU".
 */
function validGroup(candidate: string, before: string): boolean {
  if (candidate.length === 0 || candidate.length > 30) return false;
  if (NOT_IN_GROUP.test(candidate) && !DOTTED_GROUP.test(candidate)) return false;
  const low = candidate.toLowerCase();
  if (readDigits(low, 0, low.length) >= 0 || NO_GROUP.has(low)) return false;
  // "S01E91-E100", "S01-S03", "1x01-1x03": the tail of a range, not a group.
  if (readSeasonEpisode(low) !== null || readEpisodeOnly(low) >= 0 || readCrossEpisode(low) !== null)
    return false;
  if (!isTagWord(low)) return true;
  return isMiscTagWord(low) && isTagWord(before) && !completesTag(before, low);
}

/** The word right before the dash at `dash`, lower case. */
function wordBefore(name: string, start: number, dash: number): string {
  let from = dash;
  while (from > start && !isSeparatorCode(name.charCodeAt(from - 1))) from--;
  return name.slice(from, dash).toLowerCase();
}

/** Trims trailing "[...]" and "(...)" blocks, spaces and joining dashes, for finding the group before them. */
function trimTrailingBlocks(name: string, from: number, to: number): number {
  let end = to;
  for (;;) {
    while (end > from && isSpaceCode(name.charCodeAt(end - 1))) end--;
    if (end < to && name.charCodeAt(end - 1) === 45 /* - */) end--;
    const close = name.charCodeAt(end - 1);
    if (close !== 93 /* ] */ && close !== 41 /* ) */) return end;
    const open = name.lastIndexOf(close === 93 ? '[' : '(', end - 1);
    if (open <= from) return end;
    end = open;
  }
}

export function readEnvelope(name: string): Envelope {
  let end = name.length;
  let extension: string | null = null;
  for (let pass = 0; pass < 2; pass++) {
    const match = FILE_EXTENSION.exec(name.slice(0, end));
    if (match === null) break;
    end -= match[0].length;
    extension = match[0].slice(1).toLowerCase();
  }
  let start = 0;
  while (start < end && isSpaceCode(name.charCodeAt(start))) start++;

  let group: string | null = null;
  let leadingGroup = false;
  const first = name.charCodeAt(start);
  if (first === 91 /* [ */ || first === 123 /* { */) {
    const close = name.indexOf(first === 91 ? ']' : '}', start);
    if (close > start && close < end - 1) {
      const inner = name.slice(start + 1, close).trim();
      if (SITE_LIKE.test(inner)) {
        start = skipPrefixDash(name, close + 1, end);
      } else if (inner.length > 0 && !isStrongTagWord(inner.toLowerCase())) {
        group = inner;
        leadingGroup = true;
        start = close + 1;
      }
    }
  } else if ((first === 119 || first === 87) /* w */ && name.startsWith('ww', start + 1)) {
    const match = WWW_PREFIX.exec(name.slice(start, end));
    if (match !== null) start += match[0].length;
  }

  const groupEnd = trimJunkSuffixes(name, start, trimTrailingBlocks(name, start, end));
  const fullEnd = end;
  end = Math.min(end, groupEnd + trailingLength(name, groupEnd, end));
  let groupStart = -1;
  let candidateEnd = groupEnd;
  const dash = name.lastIndexOf('-', groupEnd - 1);
  if (dash > start && !isSpaceCode(name.charCodeAt(dash - 1)) && !isHyphenatedWord(name, start, dash)) {
    candidateEnd = withoutLanguageSuffix(name, dash + 1, groupEnd);
    const candidate = name.slice(dash + 1, candidateEnd);
    if (validGroup(candidate, wordBefore(name, start, dash))) {
      groupStart = hyphenatedGroupStart(name, start, dash);
      group = name.slice(groupStart, candidateEnd);
    }
  }
  if (group === null) {
    const bracket = bracketGroup(name, start, fullEnd);
    if (bracket !== null) {
      groupStart = bracket.start;
      candidateEnd = bracket.end;
      group = name.slice(bracket.start, bracket.end);
    }
  }
  return { start, end, group, groupStart, groupEnd: candidateEnd, leadingGroup, extension };
}

/**
 * Groups with a hyphen of their own ("x264-D-ZONE", "x264-Blu-Kite",
 * "German-AB-PROD"): the part between the last two dashes joins the group when
 * it is no tag ("WEB-DL-GRP", "DTS-HD-GRP", "E01-E02-GRP" stay apart) and a tag
 * or number stands before it. Returns where the group starts.
 */
function hyphenatedGroupStart(name: string, start: number, dash: number): number {
  const single = dash + 1;
  const previous = name.lastIndexOf('-', dash - 1);
  if (previous <= start || dash - previous - 1 > 12 || isSpaceCode(name.charCodeAt(previous - 1)))
    return single;
  const part = name.slice(previous + 1, dash);
  if (part.length === 0 || NOT_IN_GROUP.test(part)) return single;
  const low = part.toLowerCase();
  // "MP3-320kbps-GRP": a measure, not the first half of a group.
  if (isDigit(low.charCodeAt(0)) || !validGroup(part, '') || isLanguageWord(low)) return single;
  const before = wordBefore(name, start, previous);
  const tagBefore = isTagWord(before) || (before.length > 0 && readDigits(before, 0, before.length) >= 0);
  return tagBefore && !completesTag(before, low) ? previous + 1 : single;
}

/** Tracker and indexer tags in trailing brackets: never a group. */
const TRACKER_TAGS = new Set(['rarbg', 'rartv', 'eztv', 'ettv', 'tgx', 'eztvx', 'ethd', 'publichd', 'vtv']);

const BRACKET_GROUP = /^[A-Za-z0-9][A-Za-z0-9_-]{1,24}$/;
const CRC = /^[0-9A-Fa-f]{8}$/;

/**
 * "… x265 10bit AAC 5.1 [GROUPX]": without a dash group, a plain word in the last
 * square brackets is the group — not a tag ([1080p], [WEBRip]), a checksum
 * ([8DE44442]), a tracker ([rarbg]) or a site ([YTS.MX]).
 */
function bracketGroup(name: string, start: number, end: number): { start: number; end: number } | null {
  let close = end;
  while (close > start && (isSpaceCode(name.charCodeAt(close - 1)) || name.charCodeAt(close - 1) === 45))
    close--;
  if (name.charCodeAt(close - 1) !== 93 /* ] */) return null;
  const open = name.lastIndexOf('[', close - 1);
  if (open <= start || !isSeparatorCode(name.charCodeAt(open - 1))) return null;
  const inner = name.slice(open + 1, close - 1);
  if (!BRACKET_GROUP.test(inner) || CRC.test(inner)) return null;
  const low = inner.toLowerCase();
  if (TRACKER_TAGS.has(low) || JUNK_SUFFIXES.has(low) || isLanguageWord(low)) return null;
  // "[24bit-96kHz]", "[DTS-HD]": every part must be a name, not a tag or a measure.
  for (const part of low.split('-')) {
    if (part.length === 0 || isDigit(part.charCodeAt(0)) || !validGroup(part, '')) return null;
  }
  return { start: open + 1, end: close - 1 };
}

/** Drops repost suffixes: "-GRP-Obfuscated", "-GRP-RP-RP", "-GRP-Rakuv02", "-GRP-1". */
function trimJunkSuffixes(name: string, start: number, to: number): number {
  let end = to;
  for (let pass = 0; pass < 4; pass++) {
    const dash = name.lastIndexOf('-', end - 1);
    if (dash <= start) break;
    const suffix = name.slice(dash + 1, end).toLowerCase();
    const numbered =
      suffix.length <= 2 && readDigits(suffix, 0, suffix.length) >= 0 && followsGroupWord(name, start, dash);
    if (!JUNK_SUFFIXES.has(suffix) && !suffix.startsWith('rakuv') && !numbered) break;
    end = trimTrailingBlocks(name, start, dash);
  }
  return end;
}

/** "-xHD-1": the text before `dash` is itself a dash-led word without separators or a trailing digit. */
function followsGroupWord(name: string, start: number, dash: number): boolean {
  const last = name.charCodeAt(dash - 1);
  if (last >= 48 && last <= 57) return false;
  for (let p = dash - 1; p > start; p--) {
    const code = name.charCodeAt(p);
    if (code === 45) return true;
    if (isSeparatorCode(code)) return false;
  }
  return false;
}

/** Tokens after the group that still belong to the release (trailing [tags]); junk suffixes are cut. */
function trailingLength(name: string, groupEnd: number, end: number): number {
  const rest = name.slice(groupEnd, end);
  return rest.length > 0 && rest.charCodeAt(0) === 45 /* - */ ? 0 : rest.length;
}

/** "-SKGTV English", "-SKGTV_English", "-SKGTV.English": the language after the group is not part of it. */
function withoutLanguageSuffix(name: string, from: number, to: number): number {
  for (let p = to - 1; p > from; p--) {
    const code = name.charCodeAt(p);
    if (code === 32 || code === 95 || code === 46) {
      return isLanguageWord(name.slice(p + 1, to).toLowerCase()) ? p : to;
    }
  }
  return to;
}

/**
 * In names written with spaces the group follows a tag ("x264-GRP", "PROPER-LOL");
 * after a plain word the dash is part of a hyphenated word ("S01E27 - 24-Hour").
 */
function isHyphenatedWord(name: string, start: number, dash: number): boolean {
  if (name.indexOf(' ', start) < 0) return false;
  let wordStart = dash;
  while (wordStart > start && !isSeparatorCode(name.charCodeAt(wordStart - 1))) wordStart--;
  const word = name.slice(wordStart, dash).toLowerCase();
  // "DTS-HD MA 5.1-GRP": the end of a channel layout, not a word.
  if (
    wordStart > start + 1 &&
    name.charCodeAt(wordStart - 1) === 46 &&
    isDigit(name.charCodeAt(wordStart - 2))
  )
    return false;
  return word.length > 0 && !isTagWord(word) && readSeasonEpisode(word) === null && readYear(word) < 0;
}

/** After a site prefix, skips a " - " or "_-_" joiner. */
function skipPrefixDash(name: string, from: number, end: number): number {
  let p = from;
  while (p < end) {
    const code = name.charCodeAt(p);
    if (code !== 32 && code !== 45 && code !== 95 && code !== 46) break;
    p++;
  }
  return p;
}
