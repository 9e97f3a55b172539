import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/user-lock';
import type { ChunkProgress, HeaderRecord } from './header-record';

const ids = (rows: unknown) => rowsOf<{ id: number | string; k: string }>(rows);

/** First-seen wins for fixed facts; dates and groups widen. */
function collectionsOf(headers: HeaderRecord[]) {
  const byKey = new Map<
    string,
    { h: HeaderRecord; first: number; last: number; groups: Set<string>; fileTotal: number | null }
  >();
  for (const h of headers) {
    const at = h.postedAt.getTime();
    const seen = byKey.get(h.key);
    if (!seen) {
      byKey.set(h.key, { h, first: at, last: at, groups: new Set(h.groups), fileTotal: h.fileTotal });
      continue;
    }
    seen.first = Math.min(seen.first, at);
    seen.last = Math.max(seen.last, at);
    for (const g of h.groups) seen.groups.add(g);
  }
  return [...byKey.values()];
}

/**
 * Stores the headers of one chunk of a group and moves the group's watermark
 * in one transaction: a crash before the commit leaves the watermark where it
 * was, so the chunk is read again, and reading it again changes nothing (a
 * part is stored once per file and number; parts_seen counts only the new).
 */
export class HeaderStoreRepository {
  constructor(private readonly db: Database) {}

  async storeChunk(headers: HeaderRecord[], progress: ChunkProgress): Promise<void> {
    await this.db.transaction(async (txDb) => {
      const tx = txDb as unknown as Database;
      if (headers.length > 0) await this.storeHeaders(tx, headers);
      await this.advance(tx, headers.length, progress);
    });
  }

  private async storeHeaders(tx: Database, headers: HeaderRecord[]): Promise<void> {
    const collections = collectionsOf(headers);
    // Arrays of groups travel as one text each (unnest cannot take an array of arrays of varying length).
    const collectionIds = new Map(
      ids(
        await tx.execute(sql`
        insert into indexer_collections as c
          (key, name, poster, file_total, groups, obfuscated, first_posted_at, last_posted_at)
        select k, n, p, t, string_to_array(g, ' '), o, to_timestamp(f / 1000.0), to_timestamp(l / 1000.0)
        from unnest(${sql.param(collections.map((c) => c.h.key))}::text[],
                    ${sql.param(collections.map((c) => c.h.name))}::text[],
                    ${sql.param(collections.map((c) => c.h.poster))}::text[],
                    ${sql.param(collections.map((c) => c.fileTotal))}::int[],
                    ${sql.param(collections.map((c) => [...c.groups].join(' ')))}::text[],
                    ${sql.param(collections.map((c) => c.h.obfuscated))}::boolean[],
                    ${sql.param(collections.map((c) => c.first))}::float8[],
                    ${sql.param(collections.map((c) => c.last))}::float8[]) as x(k, n, p, t, g, o, f, l)
        on conflict (key) do update set
          last_seen_at = now(),
          first_posted_at = least(c.first_posted_at, excluded.first_posted_at),
          last_posted_at = greatest(c.last_posted_at, excluded.last_posted_at),
          groups = case when excluded.groups <@ c.groups then c.groups
                   else array(select distinct g from unnest(c.groups || excluded.groups) g order by g) end
        returning id, key as k`),
      ).map((r) => [r.k, Number(r.id)]),
    );

    const files = new Map<string, { collectionId: number; h: HeaderRecord; posted: number }>();
    for (const h of headers) {
      const collectionId = collectionIds.get(h.key)!;
      const fileKey = `${collectionId}/${h.fileName}`;
      const seen = files.get(fileKey);
      const at = h.postedAt.getTime();
      // The NZB names a file by the subject of its first part.
      if (!seen || h.part < seen.h.part)
        files.set(fileKey, { collectionId, h, posted: Math.min(at, seen?.posted ?? at) });
    }
    const fileList = [...files.values()];
    const fileIds = new Map(
      ids(
        await tx.execute(sql`
        insert into indexer_files as f (collection_id, file_name, file_index, subject, part_total, posted_at)
        select c, n, i, s, t, to_timestamp(p / 1000.0)
        from unnest(${sql.param(fileList.map((f) => f.collectionId))}::bigint[],
                    ${sql.param(fileList.map((f) => f.h.fileName))}::text[],
                    ${sql.param(fileList.map((f) => f.h.fileIndex))}::int[],
                    ${sql.param(fileList.map((f) => f.h.subject))}::text[],
                    ${sql.param(fileList.map((f) => f.h.partTotal))}::int[],
                    ${sql.param(fileList.map((f) => f.posted))}::float8[]) as x(c, n, i, s, t, p)
        on conflict (collection_id, file_name) do update set
          part_total = greatest(f.part_total, excluded.part_total),
          posted_at = least(f.posted_at, excluded.posted_at)
        returning id, collection_id::text || '/' || file_name as k`),
      ).map((r) => [r.k, Number(r.id)]),
    );

    // One row per file and part in this chunk; the first article read wins, as in the table.
    const parts = new Map<string, { fileId: number; h: HeaderRecord }>();
    for (const h of headers) {
      const fileId = fileIds.get(`${collectionIds.get(h.key)!}/${h.fileName}`)!;
      const partKey = `${fileId}:${h.part}`;
      if (!parts.has(partKey)) parts.set(partKey, { fileId, h });
    }
    const partList = [...parts.values()];
    await tx.execute(sql`
      with stored as (
        insert into indexer_parts (file_id, part, message_id, bytes)
        select * from unnest(${sql.param(partList.map((p) => p.fileId))}::bigint[],
                             ${sql.param(partList.map((p) => p.h.part))}::int[],
                             ${sql.param(partList.map((p) => p.h.messageId))}::text[],
                             ${sql.param(partList.map((p) => p.h.bytes))}::int[])
        on conflict do nothing
        returning file_id, bytes)
      update indexer_files f set parts_seen = f.parts_seen + s.n, bytes = f.bytes + s.b
      from (select file_id, count(*)::int as n, sum(bytes)::bigint as b from stored group by file_id) s
      where f.id = s.file_id`);
  }

  private async advance(tx: Database, stored: number, p: ChunkProgress): Promise<void> {
    const w = p.watermark;
    const watermark =
      w === null
        ? sql`last_article = last_article`
        : w.direction === 'forward'
          ? sql`last_article = greatest(coalesce(last_article, 0), ${w.to}),
                first_article = coalesce(first_article, ${w.from})`
          : sql`first_article = least(coalesce(first_article, ${w.from}), ${w.from}),
                last_article = coalesce(last_article, ${w.to})`;
    await tx.execute(sql`
      update indexer_groups set ${watermark},
        headers_read = headers_read + ${stored + p.skipped},
        headers_skipped = headers_skipped + ${p.skipped},
        server_high = ${p.serverHigh},
        last_update_at = now()
      where id = ${p.groupId}`);
    if (p.missing.length > 0)
      await tx.execute(sql`
        insert into indexer_missing_articles (group_id, article)
        select ${p.groupId}, a from unnest(${sql.param(p.missing)}::bigint[]) as a
        on conflict do nothing`);
    if (p.repaired?.length)
      await tx.execute(sql`
        delete from indexer_missing_articles
        where group_id = ${p.groupId} and article = any(${sql.param(p.repaired)}::bigint[])`);
  }
}
