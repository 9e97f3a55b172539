import { Cls, classify } from './classify';
import { readEnvelope } from './envelope';
import { EpisodeCollector } from './episodes';
import { ReleaseFacts } from './facts';
import { germanFirst } from './languages';
import { readCompactDate, readDate, readDigits } from './markers';
import { splitArtistAlbum } from './music';
import { qualityClass } from './quality-class';
import { findTitleEnd, printTitle, tidyTitle, titleRanges } from './title';
import { CODE_DASH, gapBeforeHas, tokenize } from './tokenizer';
import type { Token } from './tokenizer';
import type { ParsedRelease, ReleaseType } from './types';

/**
 * Parses a scene / usenet release name ("Dark.S01E01.German.DL.1080p.WEB.x264-GRP")
 * into title, episode numbering, quality, languages and group.
 *
 * Never throws; unknown parts are ignored and missing facts stay null / false / [].
 * German naming is first-class: GERMAN.DL, GERMAN.SUBBED, AC3D, ML are understood.
 */
export function parseReleaseName(name: string): ParsedRelease {
  const envelope = readEnvelope(name);
  let lower = name.toLowerCase();
  // Some characters change length when lower-cased (İ); fall back to per-character lowering.
  if (lower.length !== name.length) lower = lowerSameLength(name);
  const tokens = tokenize(name, lower, envelope.start, envelope.end);
  const { cls, tags, spans } = classify(
    name,
    tokens,
    envelope.groupStart,
    envelope.groupEnd,
    envelope.leadingGroup,
  );
  const titleEnd = findTitleEnd(tokens, cls, tags);

  const facts = new ReleaseFacts(cls, tags, spans, titleEnd, tokens);
  const episodes = new EpisodeCollector(name, tokens, cls);
  let year: number | null = null;
  let airDate: string | null = null;
  let yearIndex = -1;
  for (let i = titleEnd; i < tokens.length; i++) {
    switch (cls[i]) {
      case Cls.Year:
        if (year === null) {
          year = readDigits(tokens[i]!.low, 0, 4);
          yearIndex = i;
        }
        break;
      case Cls.Date:
        airDate ??= spans[i] === 1 ? readCompactDate(tokens[i]!.low) : readDate(tokens, i);
        i += (spans[i] || 1) - 1;
        break;
      case Cls.Episode:
        i = episodes.readAt(i);
        break;
      case Cls.Absolute:
        // " - 12" names an episode only before the quality tags, not in " - 1.7GB - YIFY" tails.
        if (!facts.videoMarker) episodes.readAbsolute(i);
        break;
      case Cls.Strong:
      case Cls.Weak:
      case Cls.Edition:
        i = facts.applyAt(i);
        break;
      default:
        break;
    }
  }

  if (tokens[0]?.low === 'va' && gapBeforeHas(name, tokens, 1, CODE_DASH)) facts.musicMarker = true;
  const isTv =
    episodes.season !== null ||
    episodes.episodes.length > 0 ||
    episodes.absoluteEpisode !== null ||
    airDate !== null ||
    facts.completeSeries;
  const isMusic =
    !isTv &&
    !facts.videoMarker &&
    (facts.musicMarker || looksLikeSceneMusic(name, tokens, envelope.start, envelope.end, yearIndex));
  const type: ReleaseType = isTv
    ? 'tv'
    : isMusic
      ? 'music'
      : year !== null || facts.videoMarker || facts.source !== null || facts.audio.length > 0
        ? 'movie'
        : 'unknown';

  let title: string;
  const alternativeTitles: string[] = [];
  let artist: string | null = null;
  let album: string | null = null;
  if (isMusic) {
    const segments: string[] = [];
    printTitle(name, tokens, 0, titleEnd, segments);
    const fields = splitArtistAlbum(segments.map(tidyTitle).filter((segment) => segment.length > 0));
    artist = fields.artist;
    album = fields.album;
    title = album === null ? (artist ?? '') : `${artist} - ${album}`;
  } else {
    const ranges = titleRanges(name, tokens, titleEnd);
    title = '';
    for (const [from, to] of ranges) {
      const printed = tidyTitle(printTitle(name, tokens, from, to));
      if (printed.length === 0) continue;
      if (title.length === 0) title = printed;
      else alternativeTitles.push(printed);
    }
  }

  const seasonPack = episodes.seasons.length > 0 && episodes.episodes.length === 0 && airDate === null;
  const seasonExtras = seasonPack && facts.seasonExtras;
  let source = facts.source;
  if (isMusic && facts.sourceFromBareWeb) source = 'WEB';
  const quality = qualityClass(facts, source, envelope.extension, isMusic);
  // A shop tag without a source ("1080p.AMZN.DDP5.1") is a web download, a remux one of a Blu-ray,
  // RAWHD a broadcast capture.
  if (source === null && !isMusic) {
    if (facts.streamingService !== null) source = 'WEB-DL';
    else if (quality.modifier === 'remux') source = 'BluRay';
    else if (quality.modifier === 'rawhd') source = 'HDTV';
  }

  return {
    title,
    alternativeTitles,
    type,
    year,
    season: episodes.season,
    seasons: episodes.seasons,
    episodes: episodes.episodes,
    fullSeason: seasonPack && !seasonExtras && episodes.seasonPart === null,
    seasonExtras,
    seasonPart: seasonPack ? episodes.seasonPart : null,
    airDate,
    absoluteEpisode: episodes.absoluteEpisode,
    resolution: facts.resolution,
    quality,
    source,
    remux: facts.remux,
    videoCodec: facts.videoCodec,
    hdr: facts.hdr,
    audio: facts.audio,
    audioChannels: facts.audioChannels,
    languages: germanFirst(facts.languages),
    dualLanguage: facts.dualLanguage,
    multiLanguage: facts.multiLanguage,
    subtitles: facts.subtitles,
    dubbed: facts.dubbed,
    edition: facts.editions[0] ?? null,
    editions: facts.editions,
    proper: facts.proper,
    repack: facts.repack,
    internal: facts.internal,
    complete: facts.complete,
    hybrid: facts.hybrid,
    bitDepth: facts.bitDepth,
    streamingService: facts.streamingService,
    artist,
    album,
    group: envelope.group,
  };
}

/**
 * Scene music without a format tag ("Artist-Album-2023-GRP"): only dashes and
 * underscores as separators, at least artist and album fields, and the year as
 * a field of its own. Video releases use dots or spaces.
 */
function looksLikeSceneMusic(
  name: string,
  tokens: Token[],
  start: number,
  end: number,
  yearIndex: number,
): boolean {
  if (yearIndex < 2 || !gapBeforeHas(name, tokens, yearIndex, CODE_DASH)) return false;
  let dashes = 0;
  for (let p = start; p < end; p++) {
    const code = name.charCodeAt(p);
    if (code === 46 /* . */ || code === 32 /* space */) return false;
    if (code === CODE_DASH) dashes++;
  }
  return dashes >= 3;
}

function lowerSameLength(name: string): string {
  let out = '';
  for (const ch of name) {
    const low = ch.toLowerCase();
    out += low.length === ch.length ? low : ch;
  }
  return out;
}
