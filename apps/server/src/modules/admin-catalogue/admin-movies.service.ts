import {
  adminMessages,
  type AdminCatalogueQuery,
  type AdminMovie,
  type AdminMovieCreate,
  type AdminMovieUpdate,
  type AdminRefreshResult,
} from '@nzbkino/shared';
import { HttpError, notFound } from '../../lib/http-errors';
import type { AuditActor, AuditLog } from '../audit/audit.service';
import type { CatalogueRefsRepository } from '../catalogue/catalogue-refs.repository';
import { matchTitles } from '../catalogue/match-title';
import type { MetadataService } from '../catalogue/metadata.service';
import type { IngestService } from '../ingest/ingest.service';
import type { AdminMoviesRepository, MovieFields } from './admin-movies.repository';
import { freeSlug, genreIds, nextMatchTitles, yearOf } from './catalogue-edits';
import { fromTmdb } from './tmdb-answers';
import type { WorkLinksRepository } from './work-links.repository';

const EDITABLE = [
  'title',
  'originalTitle',
  'slug',
  'year',
  'releaseDate',
  'runtime',
  'plot',
  'tagline',
  'status',
  'imdbId',
  'tmdbId',
  'posterPath',
  'backdropPath',
] as const;

/**
 * Films as administrators find, create and edit them (titles, overview,
 * dates, genres, external ids, trailers, images), and refresh from TMDb.
 * A new or renamed film picks up the releases that were waiting for it.
 */
export class AdminMoviesService {
  constructor(
    private readonly repository: AdminMoviesRepository,
    private readonly links: WorkLinksRepository,
    private readonly refs: CatalogueRefsRepository,
    private readonly metadata: MetadataService,
    private readonly ingest: IngestService,
    private readonly audit: AuditLog,
  ) {}

  async list(query: AdminCatalogueQuery) {
    const { search, page, limit } = query;
    const [items, total] = await Promise.all([
      this.repository.page(search, limit, (page - 1) * limit),
      this.repository.count(search),
    ]);
    return { items, page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
  }

  async get(id: number): Promise<AdminMovie> {
    const row = await this.repository.byId(id);
    if (!row) throw notFound(adminMessages.movieNotFound);
    const [genres, trailers] = await Promise.all([
      this.links.genresOf('movie', id),
      this.links.trailersOf('movie', id),
    ]);
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      originalTitle: row.originalTitle,
      year: row.year,
      releaseDate: row.releaseDate,
      runtime: row.runtime,
      plot: row.plot,
      tagline: row.tagline,
      status: row.status,
      rating: row.rating,
      imdbId: row.imdbId,
      tmdbId: row.tmdbId,
      posterPath: row.posterPath,
      backdropPath: row.backdropPath,
      genres,
      trailers,
      releaseCount: row.releaseCount,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async create(actor: AuditActor, body: AdminMovieCreate): Promise<AdminMovie> {
    const year = body.year ?? yearOf(body.releaseDate);
    await this.checkUnique(body.slug, body.tmdbId);
    const slug = body.slug ?? (await freeSlug((s) => this.repository.slugTaken(s), body.title, year));
    const id = await this.repository.insert({
      ...fieldsOf(body),
      slug,
      title: body.title,
      year,
      matchTitles: matchTitles(body.title, body.originalTitle),
    });
    await this.saveLinks(id, body);
    await this.ingest.rematch();
    const after = await this.get(id);
    await this.audit.record(actor, {
      action: 'movie.create',
      entityType: 'movie',
      entityId: id,
      after: snapshot(after),
    });
    return after;
  }

  async update(actor: AuditActor, id: number, body: AdminMovieUpdate): Promise<AdminMovie> {
    const row = await this.repository.byId(id);
    if (!row) throw notFound(adminMessages.movieNotFound);
    const before = await this.get(id);
    await this.checkUnique(body.slug, body.tmdbId, id);
    const fields: MovieFields = fieldsOf(body);
    const titles = {
      title: body.title ?? row.title,
      originalTitle: body.originalTitle !== undefined ? body.originalTitle : row.originalTitle,
    };
    const renamed = titles.title !== row.title || titles.originalTitle !== row.originalTitle;
    if (renamed) fields.matchTitles = nextMatchTitles(row.matchTitles, row, titles);
    if (body.releaseDate && body.year === undefined && row.year === null)
      fields.year = yearOf(body.releaseDate);
    await this.repository.update(id, fields);
    await this.saveLinks(id, body);
    if (renamed || fields.year !== undefined) await this.ingest.rematch();
    const after = await this.get(id);
    await this.audit.record(actor, {
      action: 'movie.update',
      entityType: 'movie',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  }

  /** Fetches the film from TMDb again (by its TMDb id) and links the releases waiting for it. */
  async refresh(actor: AuditActor, id: number): Promise<AdminRefreshResult> {
    const before = await this.get(id);
    if (before.tmdbId === null) throw new HttpError(409, adminMessages.noTmdbId);
    const tmdbId = before.tmdbId;
    const report = await fromTmdb(() => this.metadata.refreshMovie(tmdbId));
    await this.audit.record(actor, {
      action: 'movie.refresh',
      entityType: 'movie',
      entityId: id,
      before: snapshot(before),
      after: snapshot(await this.get(id)),
    });
    return { title: report.title, images: report.images, rematched: report.rematched };
  }

  private async checkUnique(slug: string | undefined, tmdbId: number | null | undefined, id?: number) {
    if (slug && (await this.repository.slugTaken(slug, id)))
      throw new HttpError(409, adminMessages.slugTaken(slug));
    if (tmdbId && (await this.repository.tmdbTaken(tmdbId, id)))
      throw new HttpError(409, adminMessages.tmdbIdTaken(tmdbId));
  }

  private async saveLinks(id: number, body: AdminMovieUpdate) {
    if (body.genres) await this.links.setGenres('movie', id, await genreIds(this.refs, body.genres));
    if (body.trailers) await this.links.setTrailers('movie', id, body.trailers);
  }
}

/** The row's columns among the body's fields (absent: unchanged). */
function fieldsOf(body: AdminMovieUpdate): MovieFields {
  const fields: Record<string, unknown> = {};
  for (const key of EDITABLE) if (body[key] !== undefined) fields[key] = body[key];
  return fields as MovieFields;
}

/** The audit log's copy: the edited fields, without timestamps and counts. */
function snapshot(movie: AdminMovie) {
  const { createdAt: _c, updatedAt: _u, releaseCount: _r, ...rest } = movie;
  return rest;
}
