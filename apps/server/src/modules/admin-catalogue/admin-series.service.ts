import {
  adminMessages,
  type AdminCatalogueQuery,
  type AdminEpisode,
  type AdminEpisodeCreate,
  type AdminEpisodeUpdate,
  type AdminRefreshResult,
  type AdminSeries,
  type AdminSeriesCreate,
  type AdminSeriesUpdate,
} from '@nzbkino/shared';
import { HttpError, notFound } from '../../lib/http-errors';
import type { AuditActor, AuditLog } from '../audit/audit.service';
import type { CatalogueRefsRepository } from '../catalogue/catalogue-refs.repository';
import { matchTitles } from '../catalogue/match-title';
import type { MetadataService } from '../catalogue/metadata.service';
import type { IngestService } from '../ingest/ingest.service';
import type { AdminSeriesRepository, EpisodeFields, SeriesFields } from './admin-series.repository';
import { freeSlug, genreIds, nextMatchTitles, yearOf } from './catalogue-edits';
import { fromTmdb } from './tmdb-answers';
import type { WorkLinksRepository } from './work-links.repository';

const EDITABLE = [
  'title',
  'originalTitle',
  'slug',
  'firstAirDate',
  'lastAirDate',
  'status',
  'plot',
  'imdbId',
  'tmdbId',
  'tvdbId',
  'tvmazeId',
  'tvrageId',
  'posterPath',
  'backdropPath',
] as const;
const EPISODE_EDITABLE = ['title', 'plot', 'airDate', 'runtime', 'stillPath'] as const;

function pick<K extends string>(
  body: Partial<Record<K, unknown>>,
  keys: readonly K[],
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of keys) if (body[key] !== undefined) fields[key] = body[key];
  return fields;
}

function snapshot(show: AdminSeries) {
  const { createdAt: _c, updatedAt: _u, releaseCount: _r, seasons: _s, ...rest } = show;
  return rest;
}

function episodeSnapshot(episode: AdminEpisode) {
  const { releaseCount: _r, ...rest } = episode;
  return rest;
}

/**
 * Series, their seasons and episodes as administrators find, create and edit
 * them, and refresh from TMDb. New titles and episodes pick up the releases
 * that were waiting for them.
 */
export class AdminSeriesService {
  constructor(
    private readonly repository: AdminSeriesRepository,
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

  async get(id: number): Promise<AdminSeries> {
    const row = await this.repository.byId(id);
    if (!row) throw notFound(adminMessages.seriesNotFound);
    const [genres, trailers, seasons] = await Promise.all([
      this.links.genresOf('series', id),
      this.links.trailersOf('series', id),
      this.repository.seasonsOf(id),
    ]);
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      originalTitle: row.originalTitle,
      firstAirDate: row.firstAirDate,
      lastAirDate: row.lastAirDate,
      status: row.status,
      plot: row.plot,
      rating: row.rating,
      imdbId: row.imdbId,
      tmdbId: row.tmdbId,
      tvdbId: row.tvdbId,
      tvmazeId: row.tvmazeId,
      tvrageId: row.tvrageId,
      posterPath: row.posterPath,
      backdropPath: row.backdropPath,
      numberOfSeasons: row.numberOfSeasons,
      numberOfEpisodes: row.numberOfEpisodes,
      genres,
      trailers,
      seasons,
      releaseCount: row.releaseCount,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async create(actor: AuditActor, body: AdminSeriesCreate): Promise<AdminSeries> {
    await this.checkUnique(body.slug, body.tmdbId);
    const slug =
      body.slug ??
      (await freeSlug((s) => this.repository.slugTaken(s), body.title, yearOf(body.firstAirDate)));
    const id = await this.repository.insert({
      ...(pick(body, EDITABLE) as SeriesFields),
      slug,
      title: body.title,
      matchTitles: matchTitles(body.title, body.originalTitle),
    });
    await this.saveLinks(id, body);
    await this.ingest.rematch();
    const after = await this.get(id);
    await this.audit.record(actor, {
      action: 'series.create',
      entityType: 'series',
      entityId: id,
      after: snapshot(after),
    });
    return after;
  }

  async update(actor: AuditActor, id: number, body: AdminSeriesUpdate): Promise<AdminSeries> {
    const row = await this.repository.byId(id);
    if (!row) throw notFound(adminMessages.seriesNotFound);
    const before = await this.get(id);
    await this.checkUnique(body.slug, body.tmdbId, id);
    const fields = pick(body, EDITABLE) as SeriesFields;
    const titles = {
      title: body.title ?? row.title,
      originalTitle: body.originalTitle !== undefined ? body.originalTitle : row.originalTitle,
    };
    const renamed = titles.title !== row.title || titles.originalTitle !== row.originalTitle;
    if (renamed) fields.matchTitles = nextMatchTitles(row.matchTitles, row, titles);
    await this.repository.update(id, fields);
    await this.saveLinks(id, body);
    if (renamed) await this.ingest.rematch();
    const after = await this.get(id);
    await this.audit.record(actor, {
      action: 'series.update',
      entityType: 'series',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  }

  async refresh(actor: AuditActor, id: number): Promise<AdminRefreshResult> {
    const before = await this.get(id);
    if (before.tmdbId === null) throw new HttpError(409, adminMessages.noTmdbId);
    const tmdbId = before.tmdbId;
    const report = await fromTmdb(() => this.metadata.refreshSeries(tmdbId));
    await this.audit.record(actor, {
      action: 'series.refresh',
      entityType: 'series',
      entityId: id,
      before: snapshot(before),
      after: snapshot(await this.get(id)),
    });
    return { title: report.title, images: report.images, rematched: report.rematched };
  }

  async episodes(seriesId: number, seasonNumber?: number): Promise<AdminEpisode[]> {
    if (!(await this.repository.byId(seriesId))) throw notFound(adminMessages.seriesNotFound);
    return this.repository.episodesOf(seriesId, seasonNumber);
  }

  async createEpisode(actor: AuditActor, seriesId: number, body: AdminEpisodeCreate): Promise<AdminEpisode> {
    if (!(await this.repository.byId(seriesId))) throw notFound(adminMessages.seriesNotFound);
    const { seasonNumber, episodeNumber } = body;
    if (await this.repository.episodeAt(seriesId, seasonNumber, episodeNumber)) {
      throw new HttpError(409, adminMessages.episodeTaken(seasonNumber, episodeNumber));
    }
    const fields = pick(body, EPISODE_EDITABLE) as EpisodeFields;
    const id = await this.repository.insertEpisode(seriesId, seasonNumber, episodeNumber, fields);
    await this.ingest.rematch();
    const after = (await this.repository.episode(id))!;
    await this.audit.record(actor, {
      action: 'episode.create',
      entityType: 'episode',
      entityId: id,
      after: episodeSnapshot(after),
    });
    return after;
  }

  async updateEpisode(actor: AuditActor, id: number, body: AdminEpisodeUpdate): Promise<AdminEpisode> {
    const before = await this.repository.episode(id);
    if (!before) throw notFound(adminMessages.episodeNotFound);
    await this.repository.updateEpisode(id, pick(body, EPISODE_EDITABLE) as EpisodeFields);
    const after = (await this.repository.episode(id))!;
    await this.audit.record(actor, {
      action: 'episode.update',
      entityType: 'episode',
      entityId: id,
      before: episodeSnapshot(before),
      after: episodeSnapshot(after),
    });
    return after;
  }

  private async checkUnique(slug: string | undefined, tmdbId: number | null | undefined, id?: number) {
    if (slug && (await this.repository.slugTaken(slug, id)))
      throw new HttpError(409, adminMessages.slugTaken(slug));
    if (tmdbId && (await this.repository.tmdbTaken(tmdbId, id)))
      throw new HttpError(409, adminMessages.tmdbIdTaken(tmdbId));
  }

  private async saveLinks(id: number, body: AdminSeriesUpdate) {
    if (body.genres) await this.links.setGenres('series', id, await genreIds(this.refs, body.genres));
    if (body.trailers) await this.links.setTrailers('series', id, body.trailers);
  }
}
