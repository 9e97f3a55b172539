import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/user-lock';

/** A collection ready to become a release, with how much of it arrived. */
export interface ReadyCollection {
  id: number;
  name: string;
  /** Percent of the announced articles found, rounded down (100 only when every one is there). */
  completion: number;
  /** Bytes of the articles found. */
  bytes: number;
  /** Files seen. */
  files: number;
}

export interface CollectionFile {
  fileName: string;
  subject: string;
  poster: string;
  postedAt: Date;
  groups: string[];
  segments: { number: number; bytes: number; messageId: string }[];
}

/**
 * Expected parts: every file's announced part count, plus the average for
 * files announced ([05/63]) but not seen. The collection is complete when
 * every announced file has every part.
 */
const STATS = sql`
  select c.id, c.name, c.last_seen_at, c.file_total,
    sum(f.parts_seen)::float8 as seen, sum(f.bytes)::float8 as bytes,
    (sum(f.part_total) + greatest(coalesce(c.file_total, 0) - count(f.id), 0) * avg(f.part_total))::float8 as expected,
    count(f.id) filter (where f.parts_seen >= f.part_total) as complete_files,
    count(f.id) as files
  from indexer_collections c join indexer_files f on f.collection_id = c.id`;

export class CollectionsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Collections whose every announced file is complete, and those not seen
   * for `delayMs` that reached `minCompletion` percent.
   */
  async ready(delayMs: number, minCompletion: number, limit: number): Promise<ReadyCollection[]> {
    const rows = rowsOf<{
      id: number | string;
      name: string;
      seen: number;
      expected: number;
      bytes: number;
      files: number | string;
    }>(
      await this.db.execute(sql`
        select id, name, seen, expected, bytes, files from (${STATS} group by c.id) s
        where (file_total is not null and complete_files = files and files >= file_total)
           or (last_seen_at < now() - make_interval(secs => ${delayMs / 1000})
               and seen * 100 >= ${minCompletion} * expected)
        order by id limit ${limit}`),
    );
    return rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      completion: Math.min(100, Math.floor((100 * Number(r.seen)) / Math.max(1, Number(r.expected)))),
      bytes: Number(r.bytes),
      files: Number(r.files),
    }));
  }

  /** The files of a collection with their parts, in posting order (file index, then name). */
  async files(collectionId: number): Promise<CollectionFile[]> {
    const rows = rowsOf<{
      file_name: string;
      subject: string;
      poster: string;
      posted_at: Date | string;
      groups: string[];
      parts: number[];
      bytes: number[];
      ids: string[];
    }>(
      await this.db.execute(sql`
        select f.file_name, f.subject, c.poster, f.posted_at, c.groups,
          array_agg(p.part order by p.part) as parts,
          array_agg(p.bytes order by p.part) as bytes,
          array_agg(p.message_id order by p.part) as ids
        from indexer_files f
          join indexer_collections c on c.id = f.collection_id
          join indexer_parts p on p.file_id = f.id
        where f.collection_id = ${collectionId}
        group by f.id, c.id
        order by f.file_index nulls last, f.file_name`),
    );
    return rows.map((r) => ({
      fileName: r.file_name,
      subject: r.subject,
      poster: r.poster,
      postedAt: new Date(r.posted_at),
      groups: r.groups,
      segments: r.parts.map((number, i) => ({
        number: Number(number),
        bytes: Number(r.bytes[i]),
        messageId: r.ids[i]!,
      })),
    }));
  }

  /** Removes a collection with its files and parts (made into a release, or refused). */
  async remove(collectionId: number): Promise<void> {
    await this.removeWhere(sql`id = ${collectionId}`);
  }

  /** Removes collections not seen for `olderThanMs` (incomplete leftovers); answers how many. */
  async expire(olderThanMs: number): Promise<number> {
    return this.removeWhere(sql`last_seen_at < now() - make_interval(secs => ${olderThanMs / 1000})`);
  }

  /** Collections, their files and parts in one transaction (the tables have no foreign keys to cascade). */
  private removeWhere(condition: SQL): Promise<number> {
    return this.db.transaction(async (txDb) => {
      const tx = txDb as unknown as Database;
      const ids = rowsOf<{ id: number | string }>(
        await tx.execute(sql`delete from indexer_collections where ${condition} returning id`),
      ).map((r) => Number(r.id));
      if (ids.length === 0) return 0;
      const collections = sql`${sql.param(ids)}::bigint[]`;
      await tx.execute(sql`
        delete from indexer_parts where file_id in
          (select id from indexer_files where collection_id = any(${collections}))`);
      await tx.execute(sql`delete from indexer_files where collection_id = any(${collections})`);
      return ids.length;
    });
  }

  /**
   * Whether a release of this name with as many files and about this size
   * exists: a repost. Its articles' bytes differ a little from the first
   * post's (other message ids and dates), so the import's name + size check
   * alone would take it for a new release.
   */
  async repostOf(name: string, files: number, bytes: number): Promise<boolean> {
    const rows = rowsOf(
      await this.db.execute(sql`
        select 1 from releases
        where name = ${name} and file_count = ${files}
          and size between ${Math.floor(bytes * 0.99)} and ${Math.ceil(bytes * 1.01)}
        limit 1`),
    );
    return rows.length > 0;
  }

  /** Counts a release made for each group the collection was posted to. */
  async countRelease(groups: string[]): Promise<void> {
    await this.db.execute(sql`
      update indexer_groups set releases_made = releases_made + 1
      where name = any(${sql.param(groups)}::text[])`);
  }

  /** Open collections and their stored parts: what the transient tables hold now. */
  async openCounts(): Promise<{ collections: number; files: number; parts: number }> {
    const [row] = rowsOf<{ collections: string | number; files: string | number; parts: string | number }>(
      await this.db.execute(sql`
        select (select count(*) from indexer_collections) as collections,
               (select count(*) from indexer_files) as files,
               (select count(*) from indexer_parts) as parts`),
    );
    return { collections: Number(row!.collections), files: Number(row!.files), parts: Number(row!.parts) };
  }
}
