/** The catalogue ids an NFO names, each list in order of first mention, without repeats. */
export interface NfoIds {
  /** `tt` and 7–8 digits. */
  imdb: string[];
  tmdbMovies: number[];
  tmdbShows: number[];
  /** Series ids from `?tab=series&id=`, `seriesid=` and `/dereferrer/series/N` links. */
  tvdb: number[];
  /** `thetvdb.com/series/<slug>`: the current site's links name series by slug (`1883` is a slug too). */
  tvdbSlugs: string[];
  tvmaze: number[];
}

// Not preceded by a letter, digit or hyphen: `www.thetvdb.com` counts, `notthetvdb.com` does not.
const HOST = String.raw`(?<![\w-])(?:www\.)?`;
const IMDB = /(?<![A-Za-z0-9])tt(\d{7,8})(?!\d)/g;
const TMDB = new RegExp(
  `${HOST}themoviedb\\.org/(?:[a-z]{2}(?:-[A-Za-z]{2})?/)?(movie|tv)/(\\d{1,9})(?!\\d)`,
  'gi',
);
const TVDB_QUERY = new RegExp(`${HOST}thetvdb\\.com/(?:index\\.php)?\\?([^\\s"'<>]{1,300})`, 'gi');
const TVDB_ID_PATH = new RegExp(`${HOST}thetvdb\\.com/dereferrer/series/(\\d{1,9})(?!\\d)`, 'gi');
const TVDB_SLUG = new RegExp(`${HOST}thetvdb\\.com/series/([a-z0-9][a-z0-9-]{0,99})(?![a-z0-9-])`, 'gi');
const TVMAZE = new RegExp(`${HOST}tvmaze\\.com/shows/(\\d{1,9})(?!\\d)`, 'gi');

/** An NFO names one release; past this many ids of one kind it is a list, not a hint. */
const MAX_PER_KIND = 50;

/** The series id of a TVDB query string: `id` only on a series tab (on an episode tab it is the episode's). */
function tvdbSeriesId(query: string): number | null {
  const params = new Map<string, string>();
  for (const pair of query.replace(/&amp;/gi, '&').split('&')) {
    const eq = pair.indexOf('=');
    if (eq > 0) params.set(pair.slice(0, eq).toLowerCase(), pair.slice(eq + 1));
  }
  const seriesId = params.get('seriesid');
  if (seriesId && /^\d{1,9}$/.test(seriesId)) return Number(seriesId);
  const id = params.get('id');
  return params.get('tab')?.toLowerCase() === 'series' && id && /^\d{1,9}$/.test(id) ? Number(id) : null;
}

/** Finds IMDb, TMDb, TVDB and TVmaze ids in an NFO's text (ASCII links; any 8-bit decoding will do). */
export function extractNfoIds(text: string): NfoIds {
  const imdb = new Set<string>();
  const tmdbMovies = new Set<number>();
  const tmdbShows = new Set<number>();
  const tvdb = new Set<number>();
  const tvdbSlugs = new Set<string>();
  const tvmaze = new Set<number>();
  for (const m of text.matchAll(IMDB)) imdb.add(`tt${m[1]}`);
  for (const m of text.matchAll(TMDB))
    (m[1]!.toLowerCase() === 'tv' ? tmdbShows : tmdbMovies).add(Number(m[2]));
  for (const m of text.matchAll(TVDB_QUERY)) {
    const id = tvdbSeriesId(m[1]!);
    if (id !== null) tvdb.add(id);
  }
  for (const m of text.matchAll(TVDB_ID_PATH)) tvdb.add(Number(m[1]));
  for (const m of text.matchAll(TVDB_SLUG)) tvdbSlugs.add(m[1]!.toLowerCase());
  for (const m of text.matchAll(TVMAZE)) tvmaze.add(Number(m[1]));
  // A Set keeps the order of first mention.
  const list = <T>(set: Set<T>) => [...set].slice(0, MAX_PER_KIND);
  return {
    imdb: list(imdb),
    tmdbMovies: list(tmdbMovies),
    tmdbShows: list(tmdbShows),
    tvdb: list(tvdb),
    tvdbSlugs: list(tvdbSlugs),
    tvmaze: list(tvmaze),
  };
}
