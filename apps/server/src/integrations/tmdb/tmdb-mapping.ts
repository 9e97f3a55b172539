import type {
  CatalogueEpisode,
  CatalogueMovie,
  CatalogueSeason,
  CatalogueSeries,
} from '../../modules/catalogue/catalogue-file.schema';
import type { MetadataSearchResult } from './metadata-provider';
import { imageName } from './tmdb-images';
import type {
  TmdbCast,
  TmdbCompany,
  TmdbEpisode,
  TmdbMovie,
  TmdbSearch,
  TmdbSeason,
  TmdbSeasonSummary,
  TmdbSeries,
  TmdbTexts,
  TmdbVideo,
} from './tmdb-responses';

/** What the mapping needs besides the response itself. */
export interface MappingContext {
  /** English genre names by TMDb genre id (from the en-US genre list). */
  englishGenres: ReadonlyMap<number, string>;
  /** ISO 639-1 codes in order of preference; videos in these languages come first. */
  videoLanguages: readonly string[];
}

/** A season's summary from the series response plus its own responses (null when TMDb had none). */
export interface SeasonResponses {
  summary: TmdbSeasonSummary;
  details: TmdbSeason | null;
  fallback: TmdbSeason | null;
}

type Shared = Pick<
  CatalogueMovie,
  'genres' | 'cast' | 'videos' | 'productionCountries' | 'rating' | 'voteCount' | 'popularity'
>;

const CAST_LIMIT = 20;
const VIDEO_KEY = /^[A-Za-z0-9_-]{1,64}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const IMDB_ID = /^tt\d{5,10}$/;

// TMDb uses "" for "no translation"; the catalogue wants the field absent instead.
const text = (value: string | undefined, max: number): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
};
const isoDate = (value: string | undefined) => (value && ISO_DATE.test(value) ? value : undefined);
const yearOf = (date: string | undefined) => {
  const year = date ? Number(date.slice(0, 4)) : NaN;
  return year >= 1870 && year <= 2200 ? year : undefined;
};
const count = (value: number | undefined) =>
  value !== undefined && Number.isInteger(value) && value >= 0 ? value : 0;
const positiveInt = (value: number | undefined, max = Number.MAX_SAFE_INTEGER) =>
  value !== undefined && Number.isInteger(value) && value > 0 && value <= max ? value : undefined;
const int = (value: number | undefined) =>
  value !== undefined && Number.isInteger(value) ? value : undefined;
// TMDb reports 0.0 for titles nobody has rated yet; that is "no rating", not a bad one.
const rating = (average: number | undefined, votes: number | undefined) =>
  count(votes) > 0 && average !== undefined && average >= 0 && average <= 10 ? average : undefined;
const imdbId = (...candidates: (string | undefined)[]) => candidates.find((id) => id && IMDB_ID.test(id));

/** Whether a movie response lacks a text the fallback language may have. */
export function movieNeedsFallback(movie: TmdbMovie): boolean {
  return !text(movie.title, 1) || !text(movie.overview, 1) || !text(movie.tagline, 1);
}

/** Whether a series response lacks a text the fallback language may have. */
export function seriesNeedsFallback(series: TmdbSeries): boolean {
  return !text(series.name, 1) || !text(series.overview, 1);
}

/** Whether any episode of a season lacks a title or plot (season overviews alone are too often empty to be worth a request). */
export function seasonNeedsFallback(season: TmdbSeason): boolean {
  return season.episodes.some((episode) => !text(episode.name, 1) || !text(episode.overview, 1));
}

/** A TMDb movie (details with credits, videos and external ids) in the catalogue format. */
export function mapMovie(movie: TmdbMovie, context: MappingContext, fallback?: TmdbTexts): CatalogueMovie {
  const releaseDate = isoDate(movie.release_date);
  return {
    tmdbId: movie.id,
    imdbId: imdbId(movie.imdb_id, movie.external_ids?.imdb_id),
    title: text(movie.title, 300) ?? text(fallback?.title, 300) ?? text(movie.original_title, 300) ?? '',
    originalTitle: text(movie.original_title, 300),
    plot: text(movie.overview, 10_000) ?? text(fallback?.overview, 10_000),
    tagline: text(movie.tagline, 500) ?? text(fallback?.tagline, 500),
    releaseDate,
    year: yearOf(releaseDate),
    runtime: positiveInt(movie.runtime, 2000),
    status: text(movie.status, 50),
    originalLanguage: text(movie.original_language, 10),
    collectionId: movie.belongs_to_collection?.id,
    ...mapShared(movie, context),
    companies: mapCompanies(movie.production_companies),
    poster: imageName('poster', movie.poster_path),
    backdrop: imageName('backdrop', movie.backdrop_path),
  };
}

/** A TMDb series with its seasons (in season-number order) in the catalogue format. */
export function mapSeries(
  series: TmdbSeries,
  context: MappingContext,
  seasons: readonly SeasonResponses[],
  fallback?: TmdbTexts,
): CatalogueSeries {
  return {
    tmdbId: series.id,
    imdbId: imdbId(series.external_ids?.imdb_id),
    tvdbId: positiveInt(series.external_ids?.tvdb_id),
    tvrageId: positiveInt(series.external_ids?.tvrage_id),
    title: text(series.name, 300) ?? text(fallback?.name, 300) ?? text(series.original_name, 300) ?? '',
    originalTitle: text(series.original_name, 300),
    plot: text(series.overview, 10_000) ?? text(fallback?.overview, 10_000),
    firstAirDate: isoDate(series.first_air_date),
    lastAirDate: isoDate(series.last_air_date),
    status: text(series.status, 50),
    inProduction: series.in_production ?? false,
    originalLanguage: text(series.original_language, 10),
    ...mapShared(series, context),
    companies: mapCompanies(series.networks),
    poster: imageName('poster', series.poster_path),
    backdrop: imageName('backdrop', series.backdrop_path),
    seasons: [...seasons]
      .sort((a, b) => a.summary.season_number - b.summary.season_number)
      .slice(0, 200)
      .map(mapSeason),
  };
}

/** Search hits in TMDb's order; hits without any title are useless to a matcher and dropped. */
export function mapSearchResults(search: TmdbSearch): MetadataSearchResult[] {
  return search.results.flatMap((hit) => {
    const title = text(hit.title ?? hit.name, 300);
    const originalTitle = text(hit.original_title ?? hit.original_name, 300);
    const resolved = title ?? originalTitle;
    if (!resolved) return [];
    const year = yearOf(isoDate(hit.release_date ?? hit.first_air_date));
    return [{ tmdbId: hit.id, title: resolved, originalTitle, year }];
  });
}

function mapShared(item: TmdbMovie | TmdbSeries, context: MappingContext): Shared {
  return {
    rating: rating(item.vote_average, item.vote_count),
    voteCount: count(item.vote_count),
    popularity: item.popularity !== undefined && item.popularity >= 0 ? item.popularity : 0,
    genres: item.genres.slice(0, 30).flatMap((genre) => {
      const englishName = text(context.englishGenres.get(genre.id), 100);
      const name = text(genre.name, 100) ?? englishName;
      return name ? [{ tmdbId: genre.id, name, englishName }] : [];
    }),
    cast: mapCast(item.credits?.cast ?? []),
    videos: mapVideos(item.videos?.results ?? [], context.videoLanguages),
    productionCountries: item.production_countries.slice(0, 50).flatMap((country) => {
      const iso = text(country.iso_3166_1, 3);
      const name = text(country.name, 100);
      return iso && iso.length >= 2 && name ? [{ iso, name }] : [];
    }),
  };
}

function mapCast(cast: readonly TmdbCast[]): CatalogueMovie['cast'] {
  // TMDb's `order` is the billing order; the array order is not guaranteed to match it.
  const billed = cast
    .map((member, index) => ({ member, index }))
    .sort(
      (a, b) =>
        (a.member.order ?? Number.MAX_SAFE_INTEGER) - (b.member.order ?? Number.MAX_SAFE_INTEGER) ||
        a.index - b.index,
    );
  return billed
    .flatMap(({ member }) => {
      const name = text(member.name, 200);
      if (!name) return [];
      return [
        {
          tmdbId: int(member.id),
          name,
          character: text(member.character, 300),
          profile: imageName('profile', member.profile_path),
        },
      ];
    })
    .slice(0, CAST_LIMIT);
}

function mapVideos(videos: readonly TmdbVideo[], languages: readonly string[]): CatalogueMovie['videos'] {
  const rank = (language: string | undefined) => {
    const position = language ? languages.indexOf(language) : -1;
    return position === -1 ? languages.length : position;
  };
  return videos
    .flatMap((video, index) => {
      const site = text(video.site, 50);
      const type = text(video.type, 50);
      const name = text(video.name, 300);
      // The key ends up in an embed URL; anything but a plain id is dropped rather than escaped.
      const key = video.key && VIDEO_KEY.test(video.key) ? video.key : undefined;
      if (!site || !type || !name || !key) return [];
      const language = text(video.iso_639_1, 10);
      return [{ index, video: { site, type, key, name, official: video.official ?? false, language } }];
    })
    .sort((a, b) => rank(a.video.language) - rank(b.video.language) || a.index - b.index)
    .slice(0, 50)
    .map(({ video }) => video);
}

function mapCompanies(companies: readonly TmdbCompany[]): CatalogueMovie['companies'] {
  return companies.slice(0, 50).flatMap((company) => {
    const name = text(company.name, 200);
    return name ? [{ tmdbId: int(company.id), name, originCountry: text(company.origin_country, 5) }] : [];
  });
}

function mapSeason({ summary, details, fallback }: SeasonResponses): CatalogueSeason {
  const fallbackEpisodes = new Map(fallback?.episodes.map((episode) => [episode.episode_number, episode]));
  return {
    tmdbId: int(details?.id ?? summary.id),
    seasonNumber: summary.season_number,
    name: text(details?.name, 300) ?? text(summary.name, 300) ?? text(fallback?.name, 300),
    plot:
      text(details?.overview, 10_000) ?? text(summary.overview, 10_000) ?? text(fallback?.overview, 10_000),
    airDate: isoDate(details?.air_date) ?? isoDate(summary.air_date),
    poster: imageName('poster', details?.poster_path ?? summary.poster_path),
    episodes: (details?.episodes ?? [])
      .slice(0, 2000)
      .map((episode) => mapEpisode(episode, fallbackEpisodes.get(episode.episode_number))),
  };
}

function mapEpisode(episode: TmdbEpisode, fallback: TmdbEpisode | undefined): CatalogueEpisode {
  return {
    tmdbId: int(episode.id),
    episodeNumber: episode.episode_number,
    title: text(episode.name, 300) ?? text(fallback?.name, 300),
    plot: text(episode.overview, 10_000) ?? text(fallback?.overview, 10_000),
    airDate: isoDate(episode.air_date),
    runtime: positiveInt(episode.runtime, 2000),
    rating: rating(episode.vote_average, episode.vote_count),
    voteCount: count(episode.vote_count),
    still: imageName('still', episode.still_path),
  };
}
