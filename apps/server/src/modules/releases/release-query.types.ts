/*
 * The shapes release queries take and return. The repository and the query
 * builders it uses (release-query-parts, release-page-query) all need them, so
 * they sit in a file below all three instead of in the repository.
 */

/** Which releases a list shows; every field narrows the set (AND). */
export interface ReleaseCriteria {
  /** A `to_tsquery('simple', …)` text matched against the name vector. */
  textQuery?: string;
  /** An ILIKE pattern (escape character `!`) matched against the name. */
  namePattern?: string;
  /** Parsed type, or linked to a work of that kind. */
  kind?: { parsedType: 'MOVIE' | 'TV'; linkedTo: 'movie' | 'series' };
  resolutionIn?: string[];
  /** Resolution unknown or none of these. */
  resolutionNotIn?: string[];
  /** Release group name, compared case-insensitively. */
  groupName?: string;
  movieId?: number;
  seriesId?: number;
  episodeId?: number;
  parsedSeason?: number;
  parsedEpisode?: number;
  withoutEpisode?: boolean;
}

export type ReleaseSortColumn = 'createdAt' | 'name' | 'size';
export interface ReleaseOrder {
  column: ReleaseSortColumn;
  direction: 'asc' | 'desc';
}

export interface ReleaseListRow {
  id: number;
  guid: string;
  name: string;
  parsedTitle: string;
  parsedType: 'MOVIE' | 'TV' | 'MUSIC' | 'UNKNOWN';
  parsedResolution: string | null;
  parsedGroup: string | null;
  parsedSeason: number | null;
  parsedEpisode: number | null;
  source: string | null;
  remux: boolean;
  videoCodec: string | null;
  hdr: string[];
  audioFormats: string[];
  audioChannels: string | null;
  audioLanguages: string[];
  dualLanguage: boolean;
  multiLanguage: boolean;
  size: number;
  fileCount: number;
  completion: number | null;
  grabs: number;
  nfoHash: string | null;
  postedAt: Date | null;
  createdAt: Date;
  movieId: number | null;
  seriesId: number | null;
  episodeId: number | null;
  groupName: string | null;
  movieSlug: string | null;
  movieTitle: string | null;
  movieYear: number | null;
  movieLanguage: string | null;
  seriesSlug: string | null;
  seriesTitle: string | null;
  seriesLanguage: string | null;
  episodeNumber: number | null;
  episodeTitle: string | null;
  episodeSeasonNumber: number | null;
  episodeSeriesId: number | null;
}
