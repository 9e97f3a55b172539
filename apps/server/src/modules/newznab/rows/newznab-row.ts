/**
 * A release as a Newznab item needs it, and how it is read from the cells of
 * a page's row (newznab-rows.ts says which columns a page reads, and where).
 */

/** One release as a Newznab item needs it, with its catalogue entry's ids and titles. */
export interface NewznabRow {
  id: number;
  guid: string;
  name: string;
  size: number;
  fileCount: number;
  category: number;
  postedAt: Date | null;
  createdAt: Date;
  usenetGroups: string[];
  poster: string | null;
  password: string | null;
  /** The share of its articles the indexer found (percent); null for an NZB made elsewhere. */
  completion: number | null;
  hasNfo: boolean;
  grabs: number;
  season: number | null;
  episode: number | null;
  airDate: string | null;
  resolution: string | null;
  source: string | null;
  videoCodec: string | null;
  audioFormats: string[];
  audioLanguages: string[];
  subtitles: string[];
  dualLanguage: boolean;
  multiLanguage: boolean;
  /** The film or series the release belongs to (its entry is `movie` or `series`). */
  movieId: number | null;
  seriesId: number | null;
  movie: {
    slug: string;
    title: string;
    year: number | null;
    imdbId: string | null;
    tmdbId: number | null;
    rating: number | null;
    posterPath: string | null;
  } | null;
  series: {
    slug: string;
    title: string;
    imdbId: string | null;
    tmdbId: number | null;
    tvdbId: number | null;
    tvmazeId: number | null;
    tvrageId: number | null;
    rating: number | null;
    posterPath: string | null;
  } | null;
  genres: string | null;
  /** The catalogue entry's original language (ISO 639-1): the second track of a German.DL release. */
  originalLanguage: string | null;
}

/** The film and series a release belongs to: what a page needs held before its rows are made. */
export type EntryRefs = Pick<NewznabRow, 'movieId' | 'seriesId'>;

/** Never in a group, format, language or subtitle name (the parser writes them): text[] columns are read joined by it. */
export const LIST_SEPARATOR = '\x1f';

/** The name of each cell {@link toRow} reads (a column's name in the select lists). */
export type CellName =
  | 'air_date'
  | 'audio_formats'
  | 'audio_languages'
  | 'catalogue_stamp'
  | 'created_ms'
  | 'dual_language'
  | 'file_count'
  | 'genres'
  | 'grabs'
  | 'guid'
  | 'has_nfo'
  | 'id'
  | 'm_imdb'
  | 'm_language'
  | 'm_poster'
  | 'm_rating'
  | 'm_slug'
  | 'm_title'
  | 'm_tmdb'
  | 'm_year'
  | 'movie_id'
  | 'multi_language'
  | 'name'
  | 'newznab_category'
  | 'parsed_episode'
  | 'parsed_resolution'
  | 'parsed_season'
  | 'password'
  | 'completion'
  | 'posted_ms'
  | 'poster'
  | 'quality_class'
  | 's_imdb'
  | 's_language'
  | 's_poster'
  | 's_rating'
  | 's_slug'
  | 's_title'
  | 's_tmdb'
  | 's_tvdb'
  | 's_tvmaze'
  | 's_tvrage'
  | 'series_id'
  | 'size'
  | 'source'
  | 'subtitles'
  | 'usenet_groups'
  | 'video_codec';
/** Where each cell sits in a detail's rows: past the end where the detail leaves it out. */
export type CellIndex = Record<CellName, number>;

const date = (v: unknown) =>
  v == null ? null : v instanceof Date ? v : new Date(typeof v === 'number' ? v : String(v));
/** A nullable number or text cell (the driver may hand a bigint or a date over as text). */
export const num = (v: unknown) => (v == null ? null : Number(v));
export const str = (v: unknown) => (v == null ? null : String(v));
/** A text[] column, read joined by {@link LIST_SEPARATOR}; absent from a `basic` row. */
const list = (v: unknown) => (typeof v === 'string' && v !== '' ? v.split(LIST_SEPARATOR) : []);

/**
 * A row of any detail (newznab-rows.ts): columns a `basic` row leaves out (all but
 * the item's title, guid, size, category, dates, season, episode and slugs)
 * read as neutral values, which an item without attributes never shows.
 */
export function toRow(c: readonly unknown[], at: CellIndex): NewznabRow {
  return {
    id: Number(c[at.id]),
    guid: String(c[at.guid]),
    name: String(c[at.name]),
    size: Number(c[at.size]),
    fileCount: Number(c[at.file_count] ?? 0),
    category: Number(c[at.newznab_category]),
    postedAt: date(c[at.posted_ms]),
    createdAt: date(c[at.created_ms])!,
    usenetGroups: list(c[at.usenet_groups]),
    poster: str(c[at.poster]),
    password: str(c[at.password]),
    completion: num(c[at.completion]),
    hasNfo: Boolean(c[at.has_nfo]),
    grabs: Number(c[at.grabs] ?? 0),
    season: num(c[at.parsed_season]),
    episode: num(c[at.parsed_episode]),
    // A date is read as its text (never a local-time Date).
    airDate: str(c[at.air_date])?.slice(0, 10) ?? null,
    // The stated resolution, else the class the source implies (HDTV → 480p), as the clients infer it.
    resolution: str(c[at.parsed_resolution] ?? c[at.quality_class]),
    source: str(c[at.source]),
    videoCodec: str(c[at.video_codec]),
    audioFormats: list(c[at.audio_formats]),
    audioLanguages: list(c[at.audio_languages]),
    subtitles: list(c[at.subtitles]),
    dualLanguage: Boolean(c[at.dual_language]),
    multiLanguage: Boolean(c[at.multi_language]),
    movieId: num(c[at.movie_id]),
    seriesId: num(c[at.series_id]),
    movie:
      c[at.m_slug] == null
        ? null
        : {
            slug: String(c[at.m_slug]),
            title: String(c[at.m_title] ?? ''),
            year: num(c[at.m_year]),
            imdbId: str(c[at.m_imdb]),
            tmdbId: num(c[at.m_tmdb]),
            rating: num(c[at.m_rating]),
            posterPath: str(c[at.m_poster]),
          },
    series:
      c[at.s_slug] == null
        ? null
        : {
            slug: String(c[at.s_slug]),
            title: String(c[at.s_title] ?? ''),
            imdbId: str(c[at.s_imdb]),
            tmdbId: num(c[at.s_tmdb]),
            tvdbId: num(c[at.s_tvdb]),
            tvmazeId: num(c[at.s_tvmaze]),
            tvrageId: num(c[at.s_tvrage]),
            rating: num(c[at.s_rating]),
            posterPath: str(c[at.s_poster]),
          },
    genres: str(c[at.genres]),
    originalLanguage: str(c[at.m_language] ?? c[at.s_language]),
  };
}
