import type { Release } from '@nzbkino/shared';
import type { ReleaseListRow } from './release-query.types';

const TYPES = { MOVIE: 'movie', TV: 'series', MUSIC: 'music', UNKNOWN: 'unknown' } as const;

// The parser writes codec names as the scene does; the table shows the format's name.
const VIDEO_CODECS: Record<string, string> = {
  x264: 'H.264',
  'H.264': 'H.264',
  x265: 'H.265 (HEVC)',
  'H.265': 'H.265 (HEVC)',
  AV1: 'AV1',
  XviD: 'XviD',
  DivX: 'DivX',
  'VC-1': 'VC-1',
  'MPEG-2': 'MPEG-2',
  VP9: 'VP9',
};

const languageNames = new Intl.DisplayNames(['de'], { type: 'language', fallback: 'code' });

// Intl lookups are slow next to the rest of a row; there are only a few dozen codes.
const knownNames = new Map<string, string>();

/** German name of an ISO 639-1 code ('de' → 'Deutsch', 'en' → 'Englisch'). */
export function languageName(code: string): string {
  let name = knownNames.get(code);
  if (name === undefined) {
    try {
      name = languageNames.of(code) ?? code.toUpperCase();
    } catch {
      name = code.toUpperCase();
    }
    if (knownNames.size < 500) knownNames.set(code, name);
  }
  return name;
}

/**
 * The audio languages of a release. A German.DL release carries German and the
 * original language; the name only says "DL", so the work's original language
 * (when the release is linked to a work) fills in the second track.
 */
export function audioLanguageCodes(row: {
  audioLanguages: string[];
  dualLanguage: boolean;
  movieLanguage: string | null;
  seriesLanguage: string | null;
}): string[] {
  const codes = [...row.audioLanguages];
  const original = row.movieLanguage ?? row.seriesLanguage;
  if (row.dualLanguage && codes.length === 1 && original && !codes.includes(original)) codes.push(original);
  return codes;
}

/** The flag of spec 001 §9: German only, German plus another language, or neither. */
export function languageFlag(codes: string[], dual: boolean, multi: boolean): Release['language'] {
  if (!codes.includes('de')) return 'other';
  return codes.length > 1 || dual || multi ? 'de+' : 'de';
}

function joined(parts: (string | null | undefined | false)[], separator: string): string | null {
  const present = parts.filter((p): p is string => typeof p === 'string' && p.length > 0);
  return present.length ? present.join(separator) : null;
}

/** The public shape of one release row (spec 000 §3, 001 §3). */
export function toRelease(row: ReleaseListRow): Release {
  const codes = audioLanguageCodes(row);
  return {
    id: row.id,
    guid: row.guid,
    name: row.name,
    title: row.movieTitle ?? row.seriesTitle ?? (row.parsedTitle || row.name),
    parsedTitle: row.parsedTitle,
    parsedType: row.parsedType,
    type: row.movieId !== null ? 'movie' : row.seriesId !== null ? 'series' : TYPES[row.parsedType],
    parsedResolution: row.parsedResolution,
    resolution: row.parsedResolution,
    parsedGroup: row.parsedGroup,
    group: row.groupName ?? row.parsedGroup,
    parsedSeason: row.parsedSeason,
    parsedEpisode: row.parsedEpisode,
    source: row.source,
    humanVideoCodec: row.videoCodec ? (VIDEO_CODECS[row.videoCodec] ?? row.videoCodec) : null,
    humanVideoFormat: joined([row.source, row.remux && 'Remux', ...row.hdr], ' '),
    humanAudioFormat: joined([joined(row.audioFormats, ' / '), row.audioChannels], ' '),
    humanAudioLanguages: codes.map(languageName),
    language: languageFlag(codes, row.dualLanguage, row.multiLanguage),
    size: row.size,
    fileCount: row.fileCount,
    completion: row.completion,
    grabs: row.grabs,
    nzbPath: `/api/releases/${row.id}/nzb-download`,
    nfoPath: row.nfoHash ? `/api/nfo/${row.guid}.nfo` : null,
    postedAt: row.postedAt ? row.postedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    movieId: row.movieId,
    movie:
      row.movieId !== null && row.movieSlug !== null
        ? { id: row.movieId, slug: row.movieSlug, title: row.movieTitle ?? '', year: row.movieYear }
        : null,
    seriesId: row.seriesId,
    series:
      row.seriesId !== null && row.seriesSlug !== null
        ? { id: row.seriesId, slug: row.seriesSlug, title: row.seriesTitle ?? '' }
        : null,
    episodeId: row.episodeId,
    episode:
      row.episodeId !== null && row.episodeNumber !== null
        ? {
            id: row.episodeId,
            episodeNumber: row.episodeNumber,
            title: row.episodeTitle,
            season: { seasonNumber: row.episodeSeasonNumber ?? 0, seriesId: row.episodeSeriesId ?? 0 },
          }
        : null,
  };
}
