import { slugify } from '@nzbkino/shared';
import { HttpError } from '../../lib/http-errors';
import type { CatalogueRefsRepository } from './catalogue-refs.repository';
import type { CatalogueWorksRepository, WorkLinks } from './catalogue-works.repository';
import {
  catalogueFileSchema,
  type CatalogueFileInput,
  type CatalogueMovie,
  type CatalogueSeries,
} from './catalogue-file.schema';
import { matchTitles } from './match-title';

export type ImageKind = 'poster' | 'backdrop' | 'profile' | 'still';

/** Where the bytes of a referenced image come from (a folder, TMDb, the demo renderer). */
export type ImageSource = (kind: ImageKind, name: string) => Promise<Buffer | null>;
/** Where images go: the blob store's named files. */
export interface ImageSink {
  hasNamed(kind: ImageKind, name: string): Promise<boolean>;
  putNamed(kind: ImageKind, name: string, data: Buffer): Promise<unknown>;
}

export interface CatalogueImportReport {
  moviesCreated: number;
  moviesUpdated: number;
  seriesCreated: number;
  seriesUpdated: number;
  episodes: number;
  images: number;
  missingImages: string[];
}

type Shared = CatalogueMovie | CatalogueSeries;

function yearOf(date: string | undefined): number | undefined {
  return date ? Number(date.slice(0, 4)) : undefined;
}

/**
 * Writes catalogue items (from a JSON file, TMDb or the demo) into the database,
 * creating or refreshing each movie and series by TMDb id or slug, and copies
 * the images they reference into the blob store.
 */
export class CatalogueImportService {
  constructor(
    private readonly works: CatalogueWorksRepository,
    private readonly refs: CatalogueRefsRepository,
    private readonly images: ImageSink,
  ) {}

  async importFile(input: unknown, source?: ImageSource): Promise<CatalogueImportReport> {
    const parsed = catalogueFileSchema.safeParse(input);
    if (!parsed.success) {
      const problems = parsed.error.issues.slice(0, 10).map((i) => `${i.path.join('.')}: ${i.message}`);
      throw new HttpError(400, `Ungültige Katalogdatei: ${problems.join('; ')}`);
    }
    return this.importItems(parsed.data, source);
  }

  async importItems(
    file: Pick<CatalogueFileInput, 'movies' | 'series'>,
    source?: ImageSource,
  ): Promise<CatalogueImportReport> {
    const report: CatalogueImportReport = {
      moviesCreated: 0,
      moviesUpdated: 0,
      seriesCreated: 0,
      seriesUpdated: 0,
      episodes: 0,
      images: 0,
      missingImages: [],
    };
    for (const movie of catalogueFileSchema.shape.movies.parse(file.movies ?? [])) {
      const { created } = await this.saveMovie(movie);
      if (created) report.moviesCreated += 1;
      else report.moviesUpdated += 1;
      if (source) await this.copyImages(movie, source, report);
    }
    for (const show of catalogueFileSchema.shape.series.parse(file.series ?? [])) {
      const { created } = await this.saveSeries(show);
      if (created) report.seriesCreated += 1;
      else report.seriesUpdated += 1;
      report.episodes += show.seasons.reduce((n, s) => n + s.episodes.length, 0);
      if (source) await this.copyImages(show, source, report);
    }
    return report;
  }

  private async uniqueSlug(
    kind: 'movie' | 'series',
    title: string,
    year: number | undefined,
    tmdbId?: number,
  ) {
    const base = slugify(title, year) || `titel-${tmdbId ?? Date.now()}`;
    if (!(await this.works.isSlugTaken(kind, base, tmdbId))) return base;
    for (let n = 2; n < 100; n += 1) {
      const candidate = `${base}-${n}`;
      if (!(await this.works.isSlugTaken(kind, candidate, tmdbId))) return candidate;
    }
    throw new HttpError(409, `Kein freier Slug für ${title}`);
  }

  private async links(item: Shared, companyKind: 'network' | 'studio'): Promise<WorkLinks> {
    const genreIds: number[] = [];
    for (const g of item.genres) {
      genreIds.push(
        await this.refs.genreId({
          tmdbId: g.tmdbId,
          name: g.name,
          englishName: g.englishName,
          slug: slugify(g.name),
        }),
      );
    }
    const cast: WorkLinks['cast'] = [];
    for (const c of item.cast) {
      cast.push({
        personId: await this.refs.personId({ tmdbId: c.tmdbId, name: c.name, profilePath: c.profile }),
        character: c.character,
      });
    }
    const companyIds: number[] = [];
    for (const c of item.companies) {
      companyIds.push(
        await this.refs.companyId({
          tmdbId: c.tmdbId,
          name: c.name,
          kind: companyKind,
          originCountry: c.originCountry,
        }),
      );
    }
    const trailerRows = item.videos.map((v, position) => ({ ...v, position }));
    return { genreIds, cast, companyIds, trailers: trailerRows };
  }

  private async saveMovie(movie: CatalogueMovie) {
    const year = movie.year ?? yearOf(movie.releaseDate);
    const slug = await this.uniqueSlug('movie', movie.title, year, movie.tmdbId);
    return this.works.saveMovie(
      {
        slug,
        title: movie.title,
        originalTitle: movie.originalTitle ?? null,
        matchTitles: matchTitles(movie.title, movie.originalTitle),
        year: year ?? null,
        releaseDate: movie.releaseDate ?? null,
        runtime: movie.runtime ?? null,
        plot: movie.plot ?? null,
        tagline: movie.tagline ?? null,
        rating: movie.rating ?? null,
        ratingCount: movie.voteCount,
        popularity: movie.popularity,
        // Left as it is when the source has none (an admin may have set it).
        imdbId: movie.imdbId,
        tmdbId: movie.tmdbId ?? null,
        collectionId: movie.collectionId ?? null,
        status: movie.status ?? null,
        originalLanguage: movie.originalLanguage ?? null,
        posterPath: movie.poster ?? null,
        backdropPath: movie.backdrop ?? null,
        productionCountries: movie.productionCountries,
      },
      await this.links(movie, 'studio'),
    );
  }

  private async saveSeries(show: CatalogueSeries) {
    const slug = await this.uniqueSlug('series', show.title, yearOf(show.firstAirDate), show.tmdbId);
    const regularSeasons = show.seasons.filter((s) => s.seasonNumber > 0);
    return this.works.saveSeries(
      {
        slug,
        title: show.title,
        originalTitle: show.originalTitle ?? null,
        matchTitles: matchTitles(show.title, show.originalTitle),
        firstAirDate: show.firstAirDate ?? null,
        lastAirDate: show.lastAirDate ?? null,
        status: show.status ?? null,
        inProduction: show.inProduction,
        plot: show.plot ?? null,
        rating: show.rating ?? null,
        voteCount: show.voteCount,
        popularity: show.popularity,
        numberOfSeasons: regularSeasons.length,
        numberOfEpisodes: regularSeasons.reduce((n, s) => n + s.episodes.length, 0),
        tmdbId: show.tmdbId ?? null,
        // External ids the source lacks are left as they are (an admin may have set them), not cleared.
        imdbId: show.imdbId,
        tvdbId: show.tvdbId,
        tvmazeId: show.tvmazeId,
        tvrageId: show.tvrageId,
        originalLanguage: show.originalLanguage ?? null,
        posterPath: show.poster ?? null,
        backdropPath: show.backdrop ?? null,
        productionCountries: show.productionCountries,
      },
      await this.links(show, 'network'),
      show.seasons.map((s) => ({
        season: {
          seasonNumber: s.seasonNumber,
          name: s.name ?? null,
          plot: s.plot ?? null,
          airDate: s.airDate ?? null,
          posterPath: s.poster ?? null,
          episodeCount: s.episodes.length,
          tmdbId: s.tmdbId ?? null,
        },
        episodes: s.episodes.map((e) => ({
          episodeNumber: e.episodeNumber,
          title: e.title ?? null,
          plot: e.plot ?? null,
          airDate: e.airDate ?? null,
          runtime: e.runtime ?? null,
          stillPath: e.still ?? null,
          rating: e.rating ?? null,
          voteCount: e.voteCount,
          tmdbId: e.tmdbId ?? null,
        })),
      })),
    );
  }

  private async copyImages(item: Shared, source: ImageSource, report: CatalogueImportReport): Promise<void> {
    const wanted: [ImageKind, string][] = [];
    if (item.poster) wanted.push(['poster', item.poster]);
    if (item.backdrop) wanted.push(['backdrop', item.backdrop]);
    for (const c of item.cast) if (c.profile) wanted.push(['profile', c.profile]);
    if ('seasons' in item) {
      for (const s of item.seasons) {
        if (s.poster) wanted.push(['poster', s.poster]);
        for (const e of s.episodes) if (e.still) wanted.push(['still', e.still]);
      }
    }
    for (const [kind, name] of wanted) {
      if (await this.images.hasNamed(kind, name)) continue;
      const data = await source(kind, name);
      if (!data) {
        report.missingImages.push(`${kind}/${name}`);
        continue;
      }
      await this.images.putNamed(kind, name, data);
      report.images += 1;
    }
  }
}
