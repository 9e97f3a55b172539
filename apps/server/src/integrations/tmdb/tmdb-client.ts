import type { z } from 'zod';
import {
  catalogueMovieSchema,
  catalogueSeriesSchema,
  type CatalogueMovie,
  type CatalogueSeries,
} from '../../modules/catalogue/catalogue-file.schema';
import type { ImageDownload, ImageSize, MetadataProvider, MetadataSearchResult } from './metadata-provider';
import { TmdbError } from './tmdb-error';
import { sleep, TmdbHttp, type QueryValue } from './tmdb-http';
import { collectImages, IMAGE_SIZES, isTmdbImagePath } from './tmdb-images';
import {
  mapMovie,
  mapSearchResults,
  mapSeries,
  movieNeedsFallback,
  seasonNeedsFallback,
  seriesNeedsFallback,
  type MappingContext,
  type SeasonResponses,
} from './tmdb-mapping';
import {
  tmdbGenreListSchema,
  tmdbMovieSchema,
  tmdbSearchSchema,
  tmdbSeasonSchema,
  tmdbSeriesSchema,
  tmdbTextsSchema,
  type TmdbSeasonSummary,
} from './tmdb-responses';

export { TmdbError, type TmdbErrorCode } from './tmdb-error';

/** Options of `TmdbClient`; only `apiKey` is required. */
export interface TmdbClientOptions {
  /** A v3 API key (sent as `api_key`) or a v4 read-access token (a JWT, sent as Bearer). */
  apiKey: string;
  /** Default `https://api.themoviedb.org/3`. */
  baseUrl?: string;
  /** Default `https://image.tmdb.org/t/p`. */
  imageBaseUrl?: string;
  /** Default `de-DE`. */
  language?: string;
  /** Used for texts missing in `language`. Default `en-US`. */
  fallbackLanguage?: string;
  fetch?: typeof fetch;
  /** Per attempt, including the body. Default 10 000 ms. */
  timeoutMs?: number;
  /** Extra attempts after 429, 5xx, network errors and timeouts. Default 3. */
  maxRetries?: number;
  /** First backoff delay for 5xx and network errors; doubles per attempt. Default 500 ms. */
  retryDelayMs?: number;
  /** Upper bound for a `Retry-After` wait. Default 60 000 ms. */
  maxRetryAfterMs?: number;
  /** Season requests of one series in flight at once. Default 3. */
  seasonConcurrency?: number;
  /** Largest image accepted. Default 20 MiB. */
  maxImageBytes?: number;
  /** Injected by tests to observe waits instead of sitting them out. */
  sleep?: (ms: number) => Promise<void>;
}

type MediaType = 'movie' | 'tv';

const APPENDED = 'credits,videos,external_ids';

/**
 * TMDb v3 client producing catalogue exchange objects: German texts first,
 * English for whatever German lacks, images as blob-store names.
 *
 * `getMovie` and `getSeries` resolve to `null` for ids TMDb does not know (404);
 * every other failure rejects with a `TmdbError`.
 */
export class TmdbClient implements MetadataProvider {
  private readonly http: TmdbHttp;
  private readonly imageBaseUrl: string;
  private readonly language: string;
  private readonly fallbackLanguage: string;
  private readonly seasonConcurrency: number;
  private readonly maxImageBytes: number;
  private readonly videoLanguages: readonly string[];
  private readonly englishGenreLists = new Map<MediaType, Promise<Map<number, string>>>();

  constructor(options: TmdbClientOptions) {
    if (!options.apiKey.trim())
      throw new TmdbError('Es ist kein TMDb-API-Schlüssel konfiguriert.', 0, 'invalid_key');
    const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.http = new TmdbHttp({
      apiKey: options.apiKey.trim(),
      baseUrl: options.baseUrl ?? 'https://api.themoviedb.org/3',
      fetch: fetchImpl,
      timeoutMs: options.timeoutMs ?? 10_000,
      maxRetries: Math.max(0, options.maxRetries ?? 3),
      retryDelayMs: options.retryDelayMs ?? 500,
      maxRetryAfterMs: options.maxRetryAfterMs ?? 60_000,
      sleep: options.sleep ?? sleep,
    });
    this.imageBaseUrl = (options.imageBaseUrl ?? 'https://image.tmdb.org/t/p').replace(/\/+$/, '');
    this.language = options.language ?? 'de-DE';
    this.fallbackLanguage = options.fallbackLanguage ?? 'en-US';
    this.seasonConcurrency = Math.max(1, options.seasonConcurrency ?? 3);
    this.maxImageBytes = options.maxImageBytes ?? 20 * 1024 * 1024;
    this.videoLanguages = [...new Set([this.language, this.fallbackLanguage].map(primaryLanguage))];
  }

  /** Movies matching `title` (first result page), optionally restricted to a release year. */
  async searchMovie(title: string, year?: number): Promise<MetadataSearchResult[]> {
    return this.search('movie', title, { year });
  }

  /** Series matching `title` (first result page), optionally restricted to the year of the first episode. */
  async searchSeries(title: string, firstAirYear?: number): Promise<MetadataSearchResult[]> {
    return this.search('tv', title, { first_air_date_year: firstAirYear });
  }

  /** The movie in the catalogue format, or `null` when TMDb does not know the id. */
  async getMovie(tmdbId: number): Promise<CatalogueMovie | null> {
    const path = `/movie/${checkId(tmdbId)}`;
    const movie = await this.get(path, tmdbMovieSchema, this.detailsQuery());
    if (!movie) return null;
    const englishGenres = await this.englishGenres('movie');
    // Only the texts can be missing in German, so the second request skips the appended parts.
    const fallback = movieNeedsFallback(movie)
      ? await this.get(path, tmdbTextsSchema, { language: this.fallbackLanguage })
      : null;
    return validate(
      catalogueMovieSchema,
      mapMovie(movie, this.context(englishGenres), fallback ?? undefined),
      path,
    );
  }

  /** The series with every season (season 0 holds specials) and episode, or `null` when TMDb does not know the id. */
  async getSeries(tmdbId: number): Promise<CatalogueSeries | null> {
    const path = `/tv/${checkId(tmdbId)}`;
    const series = await this.get(path, tmdbSeriesSchema, this.detailsQuery());
    if (!series) return null;
    const englishGenres = await this.englishGenres('tv');
    const fallback = seriesNeedsFallback(series)
      ? await this.get(path, tmdbTextsSchema, { language: this.fallbackLanguage })
      : null;
    const summaries = uniqueSeasons(series.seasons);
    const seasons = await mapLimited(summaries, this.seasonConcurrency, (summary) =>
      this.getSeason(series.id, summary),
    );
    const mapped = mapSeries(series, this.context(englishGenres), seasons, fallback ?? undefined);
    return validate(catalogueSeriesSchema, mapped, path);
  }

  /**
   * The bytes of a TMDb image. Only plain paths like `/abc.jpg` and the known
   * sizes are accepted, so a response can never point the download at another
   * path or host. Rejects with a `TmdbError` (code `not_found` on 404, since
   * there is nothing sensible to return instead).
   */
  async downloadImage(tmdbPath: string, size: ImageSize): Promise<Buffer> {
    if (!isTmdbImagePath(tmdbPath) || !IMAGE_SIZES.includes(size)) {
      const shown = JSON.stringify(String(tmdbPath).slice(0, 100));
      throw new TmdbError(`Ungültiger TMDb-Bildpfad ${shown} (Größe ${String(size)}).`, 0, 'invalid_path');
    }
    const label = `GET ${size}${tmdbPath}`;
    const fetched = await this.http.getBinary(
      new URL(`${this.imageBaseUrl}/${size}${tmdbPath}`),
      label,
      this.maxImageBytes,
    );
    if (!fetched) throw new TmdbError(`TMDb-Bild nicht gefunden (${label}, HTTP 404).`, 404, 'not_found');
    // An HTML error page with status 200 must not end up in the blob store as a poster.
    if (!fetched.contentType.toLowerCase().startsWith('image/')) {
      throw new TmdbError(
        `TMDb lieferte bei ${label} kein Bild (Content-Type „${fetched.contentType.slice(0, 50)}“).`,
        200,
        'bad_response',
      );
    }
    return fetched.body;
  }

  /** Every TMDb image an item references, with the size to download for its kind. */
  collectImages(item: CatalogueMovie | CatalogueSeries): ImageDownload[] {
    return collectImages(item);
  }

  private async search(type: MediaType, title: string, extra: Record<string, QueryValue>) {
    const query = title.trim();
    if (!query) return [];
    const result = await this.get(`/search/${type}`, tmdbSearchSchema, {
      query,
      ...extra,
      language: this.language,
      include_adult: 'false',
      page: 1,
    });
    return result ? mapSearchResults(result) : [];
  }

  private async getSeason(seriesId: number, summary: TmdbSeasonSummary): Promise<SeasonResponses> {
    const path = `/tv/${seriesId}/season/${summary.season_number}`;
    // A season listed in the series but missing on its own still yields its summary.
    const details = await this.get(path, tmdbSeasonSchema, { language: this.language });
    const fallback =
      details && seasonNeedsFallback(details)
        ? await this.get(path, tmdbSeasonSchema, { language: this.fallbackLanguage })
        : null;
    return { summary, details, fallback };
  }

  // Cached per client: the list changes about never, and every movie would otherwise cost a request.
  private englishGenres(type: MediaType): Promise<Map<number, string>> {
    let list = this.englishGenreLists.get(type);
    if (!list) {
      list = this.get(`/genre/${type}/list`, tmdbGenreListSchema, { language: 'en-US' }).then(
        (result) =>
          new Map(
            (result?.genres ?? []).flatMap((genre) => (genre.name ? [[genre.id, genre.name] as const] : [])),
          ),
      );
      // A failed load must not poison the cache for the rest of the import.
      list.catch(() => this.englishGenreLists.delete(type));
      this.englishGenreLists.set(type, list);
    }
    return list;
  }

  private async get<S extends z.ZodType>(
    path: string,
    schema: S,
    query: Record<string, QueryValue>,
  ): Promise<z.output<S> | null> {
    const body = await this.http.getJson(path, query);
    if (body === null) return null;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new TmdbError(
        `Unerwartete Antwort von TMDb bei GET ${path}: ${summarize(parsed.error)}`,
        200,
        'bad_response',
      );
    }
    return parsed.data;
  }

  private detailsQuery(): Record<string, QueryValue> {
    return {
      language: this.language,
      append_to_response: APPENDED,
      // Without this TMDb returns only videos in `language`; silent films' trailers often have none (null).
      include_video_language: [...this.videoLanguages, 'null'].join(','),
    };
  }

  private context(englishGenres: ReadonlyMap<number, string>): MappingContext {
    return { englishGenres, videoLanguages: this.videoLanguages };
  }
}

function primaryLanguage(tag: string): string {
  return tag.split('-')[0]?.toLowerCase() ?? tag;
}

function checkId(tmdbId: number): number {
  if (!Number.isSafeInteger(tmdbId) || tmdbId <= 0) throw new RangeError(`Ungültige TMDb-ID: ${tmdbId}`);
  return tmdbId;
}

function uniqueSeasons(seasons: readonly TmdbSeasonSummary[]): TmdbSeasonSummary[] {
  const seen = new Set<number>();
  return seasons.filter((season) => !seen.has(season.season_number) && seen.add(season.season_number));
}

function validate<S extends z.ZodType>(schema: S, value: unknown, path: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new TmdbError(
      `TMDb-Daten bei GET ${path} passen nicht ins Katalogformat: ${summarize(parsed.error)}`,
      200,
      'bad_response',
    );
  }
  return parsed.data;
}

function summarize(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(Wurzel)'}: ${issue.message}`)
    .join('; ');
}

/** Runs `task` over `items` with at most `limit` in flight, keeping the input order; stops taking new items after a failure. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index] as T);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
