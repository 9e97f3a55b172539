import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { rowsOf } from '../src/db/user-lock';
import { SearchFeedConsumer, type FeedIndex } from '../src/modules/search/feed/search-feed-consumer';
import { SearchFeedRepository, type FeedChange } from '../src/modules/search/feed/search-feed.repository';
import { createTestDatabase, scratchPostgres } from './test-database';

/** Raw values for a release row: what the feed is about is its id, not its columns. */
const releaseValues = (name: string) => sql`(${name}, ${randomUUID()}, 1000, 1, ${randomUUID()})`;

async function insertReleases(db: Database, names: string[]): Promise<number[]> {
  const result = await db.execute(sql`insert into releases (name, guid, size, file_count, nzb_hash)
    values ${sql.join(names.map(releaseValues), sql`, `)} returning id`);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

/** An index held in the database itself: one row per release it knows, the change count per release. */
function tableIndex(table: string, failAfter?: { changes: number }): FeedIndex {
  let seen = 0;
  return {
    name: `test:${table}`,
    async applyWithin(tx, changes) {
      for (const change of changes) {
        // The step is cut off mid-batch: what it wrote so far must vanish with it.
        if (failAfter && ++seen > failAfter.changes) throw new Error('Abbruch mitten im Stapel');
        if (change.kind === 'delete')
          await tx.execute(sql`delete from ${sql.identifier(table)} where release_id = ${change.releaseId}`);
        else
          await tx.execute(sql`insert into ${sql.identifier(table)} (release_id, applied) values (${change.releaseId}, 1)
            on conflict (release_id) do update set applied = ${sql.identifier(table)}.applied + 1`);
      }
    },
  };
}

describe('search change feed', () => {
  let handle: DatabaseHandle;
  let db: Database;
  let feed: SearchFeedRepository;

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
    feed = new SearchFeedRepository(db);
  });
  afterAll(async () => handle.close());

  it('writes every insert, update and delete of a release in commit order, and nothing of a rollback', async () => {
    const start = await feed.head();
    const [a, b] = await insertReleases(db, ['Feed.One.2020.1080p-GRP', 'Feed.Two.2020.1080p-GRP']);
    await db.execute(sql`update releases set name = 'Feed.One.2020.2160p-GRP' where id = ${a!}`);
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from releases where id = ${b!}`);
        throw new Error('rollback');
      })
      .catch(() => {});
    await db.execute(sql`delete from releases where id = ${b!}`);
    const changes = await feed.after(start, 100);
    expect(changes.map((c) => [c.releaseId, c.kind])).toEqual([
      [a, 'upsert'],
      [b, 'upsert'],
      [a, 'upsert'],
      [b, 'delete'],
    ]);
    // Three transactions: the insert of both, the update, the delete (the rolled-back one left nothing).
    expect(new Set(changes.map((c) => c.seq)).size).toBe(3);
    expect(changes.map((c) => c.seq)).toEqual([...changes.map((c) => c.seq)].sort((x, y) => x - y));
  });

  it('feeds grab counts and a linked film’s title change, made by plain SQL', async () => {
    const [id] = await insertReleases(db, ['Feed.Grabbed.2021.720p-GRP']);
    const movie = rowsOf<{ id: number }>(
      await db.execute(
        sql`insert into movies (slug, title, year, match_titles) values (${`feed-${randomUUID()}`}, 'Feedfilm', 2021, '{feedfilm}') returning id`,
      ),
    )[0]!.id;
    await db.execute(sql`update releases set movie_id = ${movie} where id = ${id!}`);
    const start = await feed.head();
    await db.execute(sql`insert into release_grab_counts (release_id, grabs) values (${id!}, 1)`);
    await db.execute(sql`update movies set popularity = 5 where id = ${movie}`);
    await db.execute(sql`update movies set title = 'Feedfilm Neu' where id = ${movie}`);
    const changes = await feed.after(start, 100);
    // The popularity change is not searchable: only the grab count and the title reach the feed.
    expect(changes.map((c) => c.releaseId)).toEqual([id, id]);
  });

  it('a durable consumer cut off mid-batch resumes with nothing lost and nothing applied twice', async () => {
    await db.execute(
      sql`create table feed_applied (release_id integer primary key, applied integer not null)`,
    );
    const start = await feed.head();
    const ids = await insertReleases(
      db,
      Array.from({ length: 25 }, (_, i) => `Feed.Batch.${i}.2022.1080p-GRP`),
    );
    const failing = new SearchFeedConsumer(db, feed, tableIndex('feed_applied', { changes: 17 }), {
      durable: true,
      batchSize: 10,
    });
    // Starts before the releases above: every one of them is to be applied.
    await feed.savePosition(failing.name, start);
    await expect(failing.catchUp()).rejects.toThrow('Abbruch');
    const partial = rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n from feed_applied`))[0]!;
    expect(Number(partial.n)).toBe(10); // the first batch was committed with its position; the second rolled back
    const resumed = new SearchFeedConsumer(db, feed, tableIndex('feed_applied'), {
      durable: true,
      batchSize: 10,
    });
    expect(await resumed.catchUp()).toBe(15);
    const rows = rowsOf<{ release_id: number; applied: number }>(
      await db.execute(sql`select release_id, applied from feed_applied order by release_id`),
    );
    expect(rows.map((r) => Number(r.release_id))).toEqual(ids);
    expect(rows.every((r) => Number(r.applied) === 1)).toBe(true);
  });

  it('reads one big transaction in bounded batches, resuming inside it', async () => {
    await insertReleases(
      db,
      Array.from({ length: 30 }, (_, i) => `Feed.Bulk.${i}.2023.720p-GRP`),
    );
    const start = await feed.head();
    await db.execute(sql`update releases set size = size + 1 where name like 'Feed.Bulk.%'`);
    const seen: FeedChange[] = [];
    const index: FeedIndex = { name: 'test:bulk', apply: async (changes) => void seen.push(...changes) };
    const consumer = new SearchFeedConsumer(db, feed, index, { durable: false, batchSize: 7 });
    await consumer.startAtHead();
    await feed.savePosition('unused', start); // a durable consumer elsewhere keeps the feed from being pruned
    expect(await consumer.catchUp()).toBe(0);
    await db.execute(sql`update releases set size = size + 1 where name like 'Feed.Bulk.%'`);
    expect(await consumer.catchUp()).toBe(30);
    expect(new Set(seen.map((c) => c.releaseId)).size).toBe(30);
    expect(new Set(seen.map((c) => c.seq)).size).toBe(1);
    await feed.removePosition('unused');
  });

  it('prunes what every durable consumer has applied, and keeps what one still needs', async () => {
    await feed.removePosition('test:feed_applied');
    await insertReleases(db, ['Feed.Prune.2024.1080p-GRP']);
    const head = await feed.head();
    await feed.savePosition('test:behind', { seq: head.seq - 1, changeId: 0 });
    await feed.prune(0);
    expect(await feed.oldestSeq()).toBeLessThanOrEqual(head.seq - 1);
    await feed.savePosition('test:behind', head);
    await feed.prune(0);
    expect(await feed.oldestSeq()).toBe(head.seq);
    await feed.removePosition('test:behind');
    await feed.prune(0);
    expect(await feed.oldestSeq()).toBeNull();
    expect(await feed.orphanCount()).toBe(0);
  });
});

// Two connections at once: only PostgreSQL has them (PGlite runs one transaction at a time).
describe.runIf(process.env.TEST_DATABASE_URL)('search change feed on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let early: pg.Client;
  let late: pg.Client;

  beforeAll(async () => {
    scratch = await scratchPostgres(process.env.TEST_DATABASE_URL!);
    early = new pg.Client({ connectionString: scratch.url });
    late = new pg.Client({ connectionString: scratch.url });
    await Promise.all([early.connect(), late.connect()]);
  });
  afterAll(async () => {
    await Promise.all([early.end(), late.end()]);
    await scratch.drop();
  });

  const insert = (client: pg.Client, name: string) =>
    client.query(
      `insert into releases (name, guid, size, file_count, nzb_hash) values ($1, $2, 1, 1, $3) returning id`,
      [name, randomUUID(), randomUUID()],
    );

  it('a transaction that began first and commits long after a later one is read after it, never skipped', async () => {
    const handle = await openDatabase({ url: scratch.url, poolSize: 2, onConnectionError: () => {} });
    try {
      const feed = new SearchFeedRepository(handle.db);
      const seen: FeedChange[] = [];
      const consumer = new SearchFeedConsumer(
        handle.db,
        feed,
        { name: 'test:late', apply: async (changes) => void seen.push(...changes) },
        { durable: false },
      );
      await consumer.startAtHead();
      await early.query('begin');
      const earlyId = Number((await insert(early, 'Late.Commit.2020.1080p-GRP')).rows[0].id);
      const laterId = Number((await insert(late, 'Early.Commit.2020.1080p-GRP')).rows[0].id);
      await consumer.catchUp();
      expect(seen.map((c) => c.releaseId)).toEqual([laterId]);
      // The consumer has moved past the later transaction; the early one is still open. Long after, it commits.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await early.query('commit');
      await consumer.catchUp();
      expect(seen.map((c) => c.releaseId)).toEqual([laterId, earlyId]);
    } finally {
      await handle.close();
    }
  });
});
