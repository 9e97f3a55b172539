import { randomUUID } from 'node:crypto';
import { parseReleaseName } from '@nzbkino/release-parser';
import {
  adminMessages,
  type AdminRelease,
  type AdminReleasePage,
  type AdminReleaseQuery,
  type AdminReleaseUpdate,
  type AdminRematchResult,
  type MessageResponse,
} from '@nzbkino/shared';
import { badRequest, notFound } from '../../lib/http-errors';
import type { BlobStore } from '../../storage';
import type { AuditActor, AuditLog } from '../audit/audit.service';
import { BatchedLookups } from '../ingest/batched-lookups';
import type { MatchingRepository, ReleaseLinks } from '../ingest/matching.repository';
import { noImportListener, type ImportListener } from '../ingest/import-listener';
import { ReleaseMatcher } from '../ingest/release-matcher';
import { ReleaseChanges } from '../releases/release-changes';
import type { AdminReleaseRow, AdminReleasesRepository } from './admin-releases.repository';

function toRelease(row: AdminReleaseRow): AdminRelease {
  return {
    id: row.id,
    guid: row.guid,
    name: row.name,
    category: row.parsedType,
    newznabCategory: row.newznabCategory,
    parsedTitle: row.parsedTitle,
    parsedYear: row.parsedYear,
    parsedSeason: row.parsedSeason,
    parsedEpisode: row.parsedEpisode,
    parsedResolution: row.parsedResolution,
    parsedGroup: row.parsedGroup,
    size: row.size,
    hasNfo: row.nfoHash !== null,
    grabs: row.grabs,
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
    seasonId: row.seasonId,
    episodeId: row.episodeId,
    episode:
      row.episodeId !== null && row.episodeNumber !== null
        ? {
            id: row.episodeId,
            seasonNumber: row.episodeSeason ?? 0,
            episodeNumber: row.episodeNumber,
            title: row.episodeTitle,
          }
        : null,
  };
}

/** What the audit log keeps of a release. */
function releaseSnapshot(row: AdminReleaseRow) {
  return {
    name: row.name,
    category: row.parsedType,
    movieId: row.movieId,
    seriesId: row.seriesId,
    seasonId: row.seasonId,
    episodeId: row.episodeId,
  };
}

const linksOf = (row: AdminReleaseRow): ReleaseLinks => ({
  movieId: row.movieId,
  seriesId: row.seriesId,
  seasonId: row.seasonId,
  episodeId: row.episodeId,
});

const sameLinks = (a: ReleaseLinks, b: ReleaseLinks) =>
  a.movieId === b.movieId &&
  a.seriesId === b.seriesId &&
  a.seasonId === b.seasonId &&
  a.episodeId === b.episodeId;

const matchedKind = (links: ReleaseLinks) =>
  links.episodeId !== null
    ? 'episode'
    : links.movieId !== null
      ? 'movie'
      : links.seriesId !== null
        ? 'series'
        : null;

/**
 * The admins' release maintenance: find (also the unmatched), correct name,
 * category and links, re-run the matcher, delete with the stored NZB/NFO
 * when no other release shares them. Every change is audited.
 */
export class AdminReleasesService {
  constructor(
    private readonly repository: AdminReleasesRepository,
    private readonly matching: MatchingRepository,
    private readonly blobs: BlobStore,
    private readonly audit: AuditLog,
    // Watchers and requesters hear of a release an admin links, as if it had just been imported.
    private readonly arrivals: ImportListener = noImportListener,
    private readonly changes: ReleaseChanges = new ReleaseChanges(),
  ) {}

  async list(query: AdminReleaseQuery): Promise<AdminReleasePage> {
    const { page, limit, ...filter } = query;
    const [rows, total] = await Promise.all([
      this.repository.page(filter, limit, (page - 1) * limit),
      this.repository.count(filter),
    ]);
    return {
      releases: rows.map(toRelease),
      page,
      limit,
      total,
      totalPages: Math.max(1, Math.ceil(total / limit)),
    };
  }

  async get(id: number): Promise<AdminRelease> {
    return toRelease(await this.existing(id));
  }

  async update(actor: AuditActor, id: number, body: AdminReleaseUpdate): Promise<AdminRelease> {
    const before = await this.existing(id);
    const links = await this.nextLinks(before, body);
    await this.repository.update(id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.category !== undefined ? { parsedType: body.category } : {}),
      ...links,
    });
    this.changes.changed();
    const after = await this.existing(id);
    const titleBefore = [before.movieId, before.seriesId].join(':');
    if (
      (after.movieId ?? after.seriesId) !== null &&
      [after.movieId, after.seriesId].join(':') !== titleBefore
    )
      await this.arrivals.releasesImported([id], `admin:${randomUUID()}`);
    await this.audit.record(actor, {
      action: 'release.update',
      entityType: 'release',
      entityId: id,
      before: releaseSnapshot(before),
      after: releaseSnapshot(after),
    });
    return toRelease(after);
  }

  /** The links after an edit: a film excludes a series; an episode brings its series and season. */
  private async nextLinks(row: AdminReleaseRow, body: AdminReleaseUpdate): Promise<ReleaseLinks> {
    const links = linksOf(row);
    const { movieId, seriesId, episodeId } = body;
    if (movieId && (seriesId || episodeId)) throw badRequest(adminMessages.movieOrSeries);
    if (movieId !== undefined) {
      if (movieId !== null && !(await this.repository.movieExists(movieId)))
        throw badRequest(adminMessages.movieNotFound);
      links.movieId = movieId;
      if (movieId !== null) Object.assign(links, { seriesId: null, seasonId: null, episodeId: null });
    }
    if (episodeId) {
      const episode = await this.repository.episode(episodeId);
      if (!episode) throw badRequest(adminMessages.episodeNotFound);
      if (seriesId && seriesId !== episode.seriesId) throw badRequest(adminMessages.episodeNotOfSeries);
      return { movieId: null, seriesId: episode.seriesId, seasonId: episode.seasonId, episodeId: episode.id };
    }
    if (episodeId === null) links.episodeId = null;
    if (seriesId === null) Object.assign(links, { seriesId: null, seasonId: null, episodeId: null });
    if (seriesId && seriesId !== row.seriesId) {
      if (!(await this.repository.seriesExists(seriesId))) throw badRequest(adminMessages.seriesNotFound);
      const seasonId =
        row.parsedSeason !== null
          ? ((await this.repository.seasonOf(seriesId, row.parsedSeason)) ?? null)
          : null;
      Object.assign(links, { movieId: null, seriesId, seasonId, episodeId: null });
    }
    return links;
  }

  /**
   * Runs the matcher again on these releases (after a catalogue change or a
   * rename). A release the matcher now links gets those links; one it cannot
   * link keeps what it has (an admin may have set it by hand).
   */
  async rematch(actor: AuditActor, ids: number[]): Promise<AdminRematchResult> {
    const rows = await this.repository.byIds([...new Set(ids)]);
    const matcher = new ReleaseMatcher(new BatchedLookups(this.matching));
    const found = await Promise.all(rows.map((row) => matcher.match(parseReleaseName(row.name))));
    const results: AdminRematchResult['results'] = [];
    for (const [n, row] of rows.entries()) {
      const links = found[n]!;
      const before = linksOf(row);
      const changed = matchedKind(links) !== null && !sameLinks(before, links);
      if (changed) {
        await this.matching.link(row.id, links);
        await this.audit.record(actor, {
          action: 'release.rematch',
          entityType: 'release',
          entityId: row.id,
          before,
          after: links,
        });
      }
      results.push({ id: row.id, matched: matchedKind(changed ? links : before), changed });
    }
    const linked = results.filter((r) => r.changed);
    if (linked.length > 0)
      await this.arrivals.releasesImported(
        linked.map((r) => r.id),
        `admin:${randomUUID()}`,
      );
    return { checked: rows.length, linked: linked.length, results };
  }

  /** Deletes the release, and its NZB and NFO from the blob store unless another release names them. */
  async delete(actor: AuditActor, id: number): Promise<MessageResponse> {
    const before = await this.existing(id);
    const deleted = await this.repository.delete(id);
    this.changes.changed();
    if (!deleted) throw notFound(adminMessages.releaseNotFound);
    const blobs: { kind: 'nzb' | 'nfo'; key: string }[] = [{ kind: 'nzb', key: deleted.nzbHash }];
    if (deleted.nfoHash) blobs.push({ kind: 'nfo', key: deleted.nfoHash });
    const removed: string[] = [];
    for (const { kind, key } of blobs) {
      if (await this.repository.blobInUse(kind, key)) continue;
      await this.blobs.delete(kind, key);
      removed.push(kind);
    }
    await this.audit.record(actor, {
      action: 'release.delete',
      entityType: 'release',
      entityId: id,
      before: { ...releaseSnapshot(before), guid: before.guid, size: before.size },
      after: { removedBlobs: removed },
    });
    return { message: adminMessages.releaseDeleted(before.name) };
  }

  private async existing(id: number): Promise<AdminReleaseRow> {
    const [row] = await this.repository.byIds([id]);
    if (!row) throw notFound(adminMessages.releaseNotFound);
    return row;
  }
}
