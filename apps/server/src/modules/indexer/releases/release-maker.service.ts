import { buildNzb } from '@nzbkino/nzb';
import { indexerMessages } from '@nzbkino/shared';
import type { IngestResult, IngestService } from '../../ingest/ingest.service';
import type { PreparedNzb } from '../../ingest/prepare-nzb';
import type { IndexerErrorsRepository } from '../status/indexer-errors.repository';
import type { CollectionFile, CollectionsRepository, ReadyCollection } from './collections.repository';

export interface ReleaseRules {
  /** A collection not seen for this long becomes a release complete or not (ms). */
  delayMs: number;
  /** ... if at least this share of its articles arrived (percent). */
  minCompletion: number;
  /** Leftovers below that are deleted this long after they were last seen (ms). */
  expireMs: number;
  /** Smaller collections are dropped as junk (floods of one-part posts), never made into releases. */
  minBytes: number;
}

export interface MadeReleases {
  imported: number;
  duplicates: number;
  refused: number;
  /** Finished collections below the minimum size, dropped. */
  junk: number;
  expired: number;
}

/** Collections taken per round: each becomes one NZB through the ingest pipeline. */
const BATCH = 100;

/**
 * Turns finished collections into releases: a standard NZB 1.1 written from
 * the stored parts goes through the same pipeline as an imported NZB (parser,
 * matcher, duplicates by NZB and by name + size, watchers' notifications),
 * with the completion recorded. The collection is then deleted, so the
 * transient tables hold only what is still open.
 */
export class ReleaseMakerService {
  constructor(
    private readonly collections: CollectionsRepository,
    private readonly ingest: Pick<IngestService, 'prepare' | 'record'>,
    private readonly errors: IndexerErrorsRepository,
    private readonly rules: ReleaseRules,
  ) {}

  async makeReleases(): Promise<MadeReleases> {
    const made: MadeReleases = { imported: 0, duplicates: 0, refused: 0, junk: 0, expired: 0 };
    for (;;) {
      const ready = await this.collections.ready(this.rules.delayMs, this.rules.minCompletion, BATCH);
      const wanted: ReadyCollection[] = [];
      for (const collection of ready) {
        if (collection.bytes < this.rules.minBytes) made.junk++;
        else if (await this.collections.repostOf(collection.name, collection.files, collection.bytes))
          made.duplicates++;
        else {
          wanted.push(collection);
          continue;
        }
        await this.collections.remove(collection.id);
      }
      for (const result of await this.makeBatch(wanted)) {
        if (result.status === 'imported') made.imported++;
        else if (result.status === 'duplicate') made.duplicates++;
        else made.refused++;
      }
      if (ready.length < BATCH) break;
    }
    made.expired = await this.collections.expire(this.rules.expireMs);
    return made;
  }

  /**
   * One batch through the ingest pipeline as an import does it: the NZBs are
   * prepared side by side (worker threads) and recorded together, so a
   * batch costs a few statements and blob writes instead of a round per release.
   */
  private async makeBatch(batch: ReadyCollection[]): Promise<IngestResult[]> {
    const files = await Promise.all(batch.map((c) => this.collections.files(c.id)));
    const prepared = await Promise.all(
      batch.map(async (c, i): Promise<PreparedNzb> => {
        try {
          const nzb = Buffer.from(nzbOf(c.name, files[i]!));
          return await this.ingest.prepare({ nzb, fileName: `${c.name}.nzb`, completion: c.completion });
        } catch (error) {
          // buildNzb refuses what no client could read (an unsafe message-id, characters XML cannot hold).
          return { status: 'rejected', name: c.name, reason: (error as Error).message };
        }
      }),
    );
    const results = await this.ingest.record(prepared);
    for (const [i, result] of results.entries()) {
      const groups = files[i]![0]?.groups ?? [];
      if (result.status === 'rejected')
        await this.errors.record({
          groupName: groups[0] ?? null,
          server: null,
          kind: 'release',
          message: indexerMessages.releaseRefused(batch[i]!.name, result.reason),
        });
      else if (result.status === 'imported') await this.collections.countRelease(groups);
      await this.collections.remove(batch[i]!.id);
    }
    return results;
  }
}

/** A standard NZB 1.1 of a collection's files, titled with the posted name. */
function nzbOf(name: string, files: CollectionFile[]): string {
  return buildNzb({
    meta: { title: name },
    files: files.map((f) => ({
      subject: f.subject,
      poster: f.poster,
      date: f.postedAt,
      groups: f.groups,
      segments: f.segments,
    })),
  });
}
