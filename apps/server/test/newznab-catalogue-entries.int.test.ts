import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueEntries } from '../src/modules/newznab/rows/catalogue-entries';
import { CatalogueEntriesRepository } from '../src/modules/newznab/rows/catalogue-entries.repository';
import { PostgresSearchRepository } from '../src/modules/search/postgres/postgres-search.repository';
import { importCategorised, itemsOf, keyHolder, type Imported, type KeyHolder } from './newznab-fixture';
import { createTestApp, type TestApp } from './test-app';

/**
 * Pages of releases by id (category pages, word searches) take their films and
 * series from the server's copy (catalogue-entries.ts): a change made anywhere,
 * by this server or another one writing to the database, shows on the next page.
 */
let t: TestApp;
let premium: KeyHolder;
let named: Map<string, Imported>;

beforeAll(async () => {
  t = await createTestApp();
  named = await importCategorised(t);
  premium = await keyHolder(t, 'sonarr', 'PREMIUM');
}, 120_000);
afterAll(() => t.close());

/** The extended items of a category page, by release name. */
async function page(cat: number) {
  const res = await t.app.inject({ url: `/api?t=search&cat=${cat}&extended=1&apikey=${premium.key}` });
  expect(res.statusCode).toBe(200);
  return new Map(itemsOf(res.body).items.map((item) => [item.title, item.attrs]));
}

const film = 'Metropolis.1927.German.DL.1080p.BluRay.x264-GRP';
const episode = 'Kommissar.Kroll.S01E01.German.720p.WEB.h264-GRP';
// What another server (or an admin tool) writes: straight to the database, not through this process.
const write = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

describe('films and series on Newznab pages', () => {
  it('show every change of a film, its genres or a series on the next page', async () => {
    expect((await page(2000)).get(film)).toMatchObject({
      imdbtitle: ['Metropolis'],
      genre: ['Drama, Science-Fiction'],
      imdb: ['0017136'],
    });
    expect((await page(5000)).get(episode)).toMatchObject({
      tvdbid: ['123456'],
      tvtitle: ['Kommissar Kroll'],
    });

    await write(
      sql`update movies set title = 'Metropolis (restauriert)', imdb_id = 'tt0017137' where tmdb_id = 19`,
    );
    expect((await page(2000)).get(film)).toMatchObject({
      imdbtitle: ['Metropolis (restauriert)'],
      imdb: ['0017137'],
    });

    await write(sql`delete from movie_genres where genre_id = (select id from genres where name = 'Drama')`);
    expect((await page(2000)).get(film)?.genre).toEqual(['Science-Fiction']);
    await write(sql`update genres set name = 'Sci-Fi' where name = 'Science-Fiction'`);
    expect((await page(2000)).get(film)?.genre).toEqual(['Sci-Fi']);
    await write(sql`delete from movie_genres`);
    expect((await page(2000)).get(film)?.genre).toBeUndefined();

    await write(sql`update series set tvdb_id = 654321, title = 'Kroll ermittelt' where tvdb_id = 123456`);
    expect((await page(5000)).get(episode)).toMatchObject({
      tvdbid: ['654321'],
      tvtitle: ['Kroll ermittelt'],
    });

    // A release moved to another film is shown with that one at once (the film read the first time a page shows it).
    await write(sql`insert into movies (slug, title, year, match_titles, imdb_id)
      values ('nosferatu-1922', 'Nosferatu', 1922, '{}', 'tt0013442')`);
    await write(sql`update releases set movie_id = (select id from movies where slug = 'nosferatu-1922')
      where id = ${named.get(film)!.id}`);
    expect((await page(2000)).get(film)).toMatchObject({ imdbtitle: ['Nosferatu'], imdbyear: ['1922'] });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a change committed after a later one', () => {
  it('is read again within the recheck interval', async () => {
    let now = 1_000_000;
    const entries = new CatalogueEntries(new CatalogueEntriesRepository(t.database.db), () => now);
    const repository = new PostgresSearchRepository(t.database.db);
    const id = named.get(film)!.id;
    const read = async () => {
      const { rows, catalogueStamp } = await repository.rowsOf([id], 'genres');
      await entries.fill(rows, catalogueStamp!);
      return rows[0]!.movie!.title;
    };
    const before = await read();

    // Another server's transaction changes the film, then one changes a series and commits first.
    const url = (t.database.db as unknown as { $client: pg.Pool }).$client.options.connectionString;
    const slow = new pg.Client({ connectionString: url });
    await slow.connect();
    try {
      await slow.query('begin');
      await slow.query(`update movies set title = 'Spät bestätigt' where slug = 'nosferatu-1922'`);
      await write(sql`update series set rating = 9.1 where tvdb_id = 654321`);
      expect(await read()).toBe(before);
      await slow.query('commit');
    } finally {
      await slow.end();
    }
    // Its stamp is older than the one already seen: not read at once, but at the next recheck.
    expect(await read()).toBe(before);
    now += 5_000;
    expect(await read()).toBe('Spät bestätigt');
  });
});
