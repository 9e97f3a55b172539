import { randomUUID } from 'node:crypto';
import { parseReleaseName } from '@nzbkino/release-parser';
import type { NewReleaseRow } from '../../db/schema';
import type { BlobStore } from '../../storage';
import { nameSizeKey, type IngestRepository } from './ingest.repository';
import type { MatchingRepository } from './matching.repository';
import { BatchedLookups } from './batched-lookups';
import type { PrepareNzbPool } from './prepare-nzb.pool';
import type { IngestSource, PreparedNzb } from './prepare-nzb';
import { ReleaseMatcher } from './release-matcher';
import { noImportListener, type ImportListener } from './import-listener';
import { noImportOutcomes, type ImportOutcomes } from './import-outcomes';
import type { IngestResult } from './ingest-result';
import { ReleaseChanges } from '../releases/release-changes';

export { MAX_NFO_BYTES } from './prepare-nzb';
export type { IngestFile, IngestInput, IngestSource } from './prepare-nzb';

export type { IngestResult } from './ingest-result';

type Ready = Extract<PreparedNzb, { status: 'ready' }>;

/**
 * The ingest pipeline: an NZB is prepared (strictly parsed, named, its name
 * parsed, hashed and compressed; see prepareNzb, in worker threads), then
 * recorded: duplicates are detected by NZB hash and by name + size, the
 * release is matched to the catalogue, the blobs are written and the row
 * inserted. Recording works on batches, so a folder import costs a handful of
 * statements per batch instead of several per NZB. A rejected NZB leaves nothing behind.
 * After each batch the listener hears of the new releases that were matched
 * (watchers and requesters are notified there).
 */
export class IngestService {
  constructor(
    private readonly repository: IngestRepository,
    private readonly matching: MatchingRepository,
    private readonly blobs: BlobStore,
    readonly pool: PrepareNzbPool,
    private readonly listener: ImportListener = noImportListener,
    private readonly outcomes: ImportOutcomes = noImportOutcomes,
    private readonly changes: ReleaseChanges = new ReleaseChanges(),
  ) {}

  /** Ingests one NZB; NZBs of one upload share `importBatch`, so watchers hear of them once. */
  async ingest(source: IngestSource, importBatch: string = randomUUID()): Promise<IngestResult> {
    const [result] = await this.record([await this.pool.prepare(source)], importBatch);
    return result!;
  }

  /** Reads, parses, checks and compresses one NZB (in a worker thread when there are workers). */
  prepare(source: IngestSource): Promise<PreparedNzb> {
    return this.pool.prepare(source);
  }

  /**
   * Records prepared NZBs; one result per input, in input order. The batches
   * of one import run pass the same `importBatch`.
   */
  async record(batch: PreparedNzb[], importBatch: string = randomUUID()): Promise<IngestResult[]> {
    const results = await this.recordBatch(batch, importBatch);
    await this.outcomes.recorded(results);
    return results;
  }

  private async recordBatch(batch: PreparedNzb[], importBatch: string): Promise<IngestResult[]> {
    const results: (IngestResult | undefined)[] = batch.map((item) =>
      item.status === 'rejected' ? { status: 'rejected', name: item.name, reason: item.reason } : undefined,
    );
    const ready = batch.flatMap((item, index) => (item.status === 'ready' ? [{ item, index }] : []));
    if (ready.length === 0) return results as IngestResult[];

    const { byHash, byNameSize: byName } = await this.repository.duplicatesOf(
      [...new Set(ready.map(({ item }) => item.nzb.key))],
      [...new Set(ready.map(({ item }) => item.facts.name))],
    );
    // First of each NZB hash and each name + size in this batch; later ones are its duplicates.
    const firstByHash = new Map<string, number>();
    const firstByName = new Map<string, number>();
    const copies: { index: number; of: number }[] = [];
    const fresh: { item: Ready; index: number }[] = [];
    for (const { item, index } of ready) {
      const { name, size } = item.facts;
      const key = nameSizeKey(name, size);
      const known = byHash.get(item.nzb.key);
      const sameRelease = byName.get(key);
      if (known) results[index] = { status: 'duplicate', releaseId: known.id, name: known.name };
      // The same release posted again under another NZB is still the same release.
      else if (sameRelease !== undefined)
        results[index] = { status: 'duplicate', releaseId: sameRelease, name };
      else {
        const earlier = firstByHash.get(item.nzb.key) ?? firstByName.get(key);
        if (earlier !== undefined) copies.push({ index, of: earlier });
        else {
          firstByHash.set(item.nzb.key, index);
          firstByName.set(key, index);
          fresh.push({ item, index });
        }
      }
    }

    const inserted = await this.insert(fresh.map(({ item }) => item));
    // Recorded by a concurrent import between the check and the insert.
    const raced = fresh.filter((_, n) => inserted[n]!.releaseId === undefined);
    const racedIds = raced.length
      ? (
          await this.repository.duplicatesOf(
            raced.map(({ item }) => item.nzb.key),
            [],
          )
        ).byHash
      : new Map<string, { id: number }>();
    for (const [n, { item, index }] of fresh.entries()) {
      const { releaseId, matched } = inserted[n]!;
      const name = item.facts.name;
      results[index] =
        releaseId === undefined
          ? { status: 'duplicate', releaseId: racedIds.get(item.nzb.key)?.id ?? 0, name }
          : { status: 'imported', releaseId, name, matched };
    }
    for (const { index, of } of copies) {
      const first = results[of]!;
      const name = (batch[index] as Ready).facts.name;
      results[index] = { status: 'duplicate', releaseId: 'releaseId' in first ? first.releaseId : 0, name };
    }
    const matched = inserted.flatMap(({ releaseId, matched }) =>
      releaseId !== undefined && matched !== null ? [releaseId] : [],
    );
    // The releases are stored by now; the listener logs its own failures and never undoes them.
    if (matched.length > 0) await this.listener.releasesImported(matched, importBatch);
    return results as IngestResult[];
  }

  /** Matches, stores the blobs and inserts the rows; a release another import recorded meanwhile gets no id. */
  private async insert(
    items: Ready[],
  ): Promise<{ releaseId: number | undefined; matched: 'movie' | 'episode' | 'series' | null }[]> {
    if (items.length === 0) return [];
    const matcher = new ReleaseMatcher(new BatchedLookups(this.matching));
    const groupNames = items.flatMap(({ parsed }) => (parsed.group ? [parsed.group] : []));
    const [links, groupIds] = await Promise.all([
      Promise.all(items.map(({ parsed }) => matcher.match(parsed))),
      this.repository.groupIdsFor(groupNames),
    ]);
    // Blobs first: a row never points at a blob that is not there.
    await Promise.all(
      items.flatMap(({ nzb, nfo }) => [
        this.blobs.putPrepared('nzb', nzb),
        ...(nfo ? [this.blobs.putPrepared('nfo', nfo)] : []),
      ]),
    );
    const rows: NewReleaseRow[] = items.map(({ facts, parsed, nfo }, n) => ({
      ...facts,
      ...links[n]!,
      guid: randomUUID(),
      groupId: parsed.group ? (groupIds.get(parsed.group.toLowerCase()) ?? null) : null,
      nfoHash: nfo?.key ?? null,
    }));
    const ids = await this.repository.insertReleases(rows);
    if (ids.size > 0) this.changes.changed();
    return items.map(({ nzb }, n) => {
      const link = links[n]!;
      const matched = link.episodeId ? 'episode' : link.movieId ? 'movie' : link.seriesId ? 'series' : null;
      return { releaseId: ids.get(nzb.key), matched };
    });
  }

  /** Links releases that were unmatched (or matched only to a series) once metadata has arrived. */
  async rematch(batchSize = 500): Promise<{ checked: number; linked: number }> {
    let afterId = 0;
    let checked = 0;
    let linked = 0;
    for (;;) {
      const batch = await this.matching.incompleteReleases(afterId, batchSize);
      if (batch.length === 0) break;
      const matcher = new ReleaseMatcher(new BatchedLookups(this.matching));
      const found = await Promise.all(batch.map((release) => matcher.match(parseReleaseName(release.name))));
      for (const [n, release] of batch.entries()) {
        afterId = release.id;
        checked += 1;
        const links = found[n]!;
        const improves =
          (links.movieId !== null && release.movieId === null) ||
          (links.seriesId !== null && release.seriesId === null) ||
          (links.episodeId !== null && release.episodeId === null);
        if (improves) {
          await this.matching.link(release.id, links);
          linked += 1;
        }
      }
    }
    return { checked, linked };
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
