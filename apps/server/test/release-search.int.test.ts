import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reindexCommand } from '../src/modules/control/commands';
import type { CommandReporter } from '../src/modules/control/command';
import { rowsOf } from '../src/db/user-lock';
import { importNamed, itemsOf, keyHolder, type Imported } from './newznab-fixture';
import { createTestApp, type TestApp } from './test-app';
import { bearer, tokenFor } from './auth-helpers';

/** Polls until `check` holds, for at most `ms` (the feed is read every 200 ms; a slow machine may need more). */
async function eventually(check: () => Promise<boolean>, ms = 20_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('release search with pages kept for reuse (API_CACHE_MS), fed by the change feed', () => {
  let t: TestApp;
  let key: string;
  let pool: Imported[];

  const guids = async (query: string) =>
    itemsOf((await t.app.inject({ url: `/api?t=search&${query}&apikey=${key}` })).body).items.map(
      (i) => i.guid,
    );

  beforeAll(async () => {
    t = await createTestApp({ apiCacheMs: 60_000 });
    key = (await keyHolder(t, 'suchmitglied', 'PREMIUM')).key;
    pool = [];
    for (const n of [1, 2, 3, 4, 5, 6])
      pool.push(await importNamed(t, `Spiegelkabinett.${n}.2020.German.1080p.WEB.x264-GRP`));
    await t.app.services.newznab.followers.start({ prune: false });
  });
  afterAll(async () => t.close());

  it('never serves a release this server deleted, though its page was kept', async () => {
    const [gone] = pool;
    expect(await guids('q=Spiegelkabinett')).toContain(gone!.guid);
    await keyHolder(t, 'suchadmin', 'ADMIN');
    const token = await tokenFor(t.app, 'suchadmin', 'Newznab-Test-1');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/releases/${gone!.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(await guids('q=Spiegelkabinett')).not.toContain(gone!.guid);
  });

  it('forgets a kept page when another writer (plain SQL) deletes or renames a release', async () => {
    const [, deleted, renamed] = pool;
    expect(await guids('q=Spiegelkabinett')).toEqual(expect.arrayContaining([deleted!.guid, renamed!.guid]));
    // Straight into the database, as another server, another machine or an operator would.
    await t.database.db.execute(sql`delete from releases where id = ${deleted!.id}`);
    await t.database.db.execute(
      sql`update releases set name = 'Zerrbild.2020.German.1080p.WEB.x264-GRP' where id = ${renamed!.id}`,
    );
    // Within the feed's interval, long before the page cache's 60 s (the 20 s bound is for slow machines).
    expect(await eventually(async () => !(await guids('q=Spiegelkabinett')).includes(deleted!.guid))).toBe(
      true,
    );
    expect(await guids('q=Spiegelkabinett')).not.toContain(renamed!.guid);
    expect(await guids('q=Zerrbild')).toEqual([renamed!.guid]);
  });

  it('answers whole, correct pages while a bulk change of the releases commits', async () => {
    const rest = pool.slice(3).map((r) => r.guid);
    const bulk = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update releases set size = size + 1 where name like 'Spiegelkabinett.%'`);
    });
    const during = await Promise.all([guids('q=Spiegelkabinett'), guids('q=Spiegelkabinett&cat=2000')]);
    await bulk;
    for (const page of during) expect([...page].sort()).toEqual([...rest].sort());
    expect([...(await guids('q=Spiegelkabinett'))].sort()).toEqual([...rest].sort());
  });
});

describe('reindex', () => {
  let t: TestApp;
  const lines: string[] = [];
  const report: CommandReporter = { print: (line) => lines.push(line), progress: () => {} };
  const context = () => ({ services: t.app.services, database: t.database, via: 'cli' as const });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('reports a damaged index with --check, repairs it without, and then finds nothing', async () => {
    await importNamed(t, 'Reparatur.2021.German.1080p.WEB.x264-GRP');
    // The damage: the word index left invalid (as a failed build leaves it) and a feed trigger
    // switched off for a bulk load and forgotten.
    await t.database.db.execute(
      sql`update pg_index set indisvalid = false where indexrelid = 'releases_search_idx'::regclass`,
    );
    await t.database.db.execute(sql`alter table releases disable trigger releases_feed_updated`);

    const checked = await reindexCommand.run(context(), { check: true }, report);
    expect(reindexCommand.exitCode!(checked)).toBe(1);
    expect(lines.join('\n')).toContain('gefunden: Index releases_search_idx der Releases ist ungültig');
    expect(lines.join('\n')).toContain(
      'gefunden: Trigger releases.releases_feed_updated des Änderungsfeeds ist abgeschaltet',
    );
    // --check changed nothing.
    const [still] = rowsOf<{ valid: boolean }>(
      await t.database.db.execute(
        sql`select indisvalid as valid from pg_index where indexrelid = 'releases_search_idx'::regclass`,
      ),
    );
    expect(still!.valid).toBe(false);

    lines.length = 0;
    const repaired = await reindexCommand.run(context(), { check: false }, report);
    expect(reindexCommand.exitCode!(repaired)).toBe(0);
    expect(lines.join('\n')).toContain('repariert: Index releases_search_idx');
    expect(lines.join('\n')).toContain('2 repariert, 0 offen');

    lines.length = 0;
    const after = await reindexCommand.run(context(), { check: true }, report);
    expect(reindexCommand.exitCode!(after)).toBe(0);
    expect(lines.at(-1)).toMatch(/^In Ordnung: \d+ Indizes, 8 Trigger, 0 Verbraucher geprüft\.$/);
    // The trigger writes the feed again.
    const head = await t.app.services.newznab.feed.head();
    await t.database.db.execute(sql`update releases set size = size + 1`);
    expect((await t.app.services.newznab.feed.after(head, 10)).length).toBeGreaterThan(0);
  });
});
