import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { releases } from '../src/db/schema';
import { rowsOf } from '../src/db/user-lock';
import type { WordHits } from '../src/modules/newznab/release-word-index';
import { ReleaseWordSearch, WORD_INDEX_FRESH_MS } from '../src/modules/newznab/release-word-search.service';
import { ReleaseWordsRepository } from '../src/modules/newznab/release-words.repository';
import { ReleaseChanges } from '../src/modules/releases/release-changes';
import { generateNzb } from '../src/seed/nzb-factory';
import { importNamed, itemsOf, keyHolder, type KeyHolder } from './newznab-fixture';
import { NewznabSearchRepository } from '../src/modules/newznab/newznab-search.repository';
import { createTestApp, type TestApp } from './test-app';

/**
 * The word index against the database's own search, on one database: this
 * app answers word searches from the index, `other` (NEWZNAB_WORD_INDEX=false)
 * from PostgreSQL's text search; `other` also plays a second server that
 * imports, renames and deletes releases behind this app's back.
 */
let t: TestApp;
let other: FastifyInstance;
let member: KeyHolder;
const answers: (WordHits | null)[] = [];

const TITLES = ['Der.Zeitreisende', 'Zeitgeist', 'Matrix', 'Matrose.Ahoi', 'Die.Tote.Zeit'];
const QUALITIES = ['German.DL.1080p.BluRay.x264', 'German.720p.WEB.h264', 'German.2160p.UHD.BluRay.x265'];

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp(
    testConfig({ webDist: '/nonexistent', dataDir: t.dataDir, wordIndex: false, logLevel: 'error' }),
    {
      database: t.database,
      blobs: t.blobs,
    },
  );
  await other.ready();
  let n = 0;
  for (const title of TITLES)
    for (const quality of QUALITIES)
      await importNamed(t, `${title}.${2000 + (n++ % 7)}.${quality}-GRP${n % 3}`);
  for (let e = 1; e <= 6; e++) await importNamed(t, `Zeitlos.S01E0${e}.German.720p.HDTV.x264-TVG`);
  // Older posting dates and varied sizes, so maxage and size filters separate releases.
  await t.database.db.execute(sql`update releases set posted_at = now() - (id % 5) * interval '2 days',
    size = size + (id % 4) * 3000000000`);
  member = await keyHolder(t, 'wortsucher', 'PREMIUM');
  await t.app.services.newznab.words.ready();
  const words = t.app.services.newznab.words;
  const hits = words.hits.bind(words);
  vi.spyOn(words, 'hits').mockImplementation(async (q, need) => {
    const answer = await hits(q, need);
    answers.push(answer);
    return answer;
  });
}, 120_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

const search = async (app: FastifyInstance, query: string) => {
  const res = await app.inject({ url: `/api?t=search&apikey=${member.key}&${query}` });
  expect(res.statusCode).toBe(200);
  const { items, response } = itemsOf(res.body);
  return {
    guids: items.map((i) => i.guid),
    titles: items.map((i) => i.title),
    total: Number(response.total),
  };
};

describe('word searches from the index', () => {
  it("answer exactly as the database's text search, page, order and total", async () => {
    const queries = [
      'q=zeit',
      'q=Zeit%20German',
      'q=matr',
      'q=matrix%201080p',
      'q=german%202160p',
      'q=der%20zeitreisende',
      'q=1080p',
      'q=x26',
      'q=s01e02',
      'q=zeitlos%20s01e0',
      'q=german&offset=5&limit=3',
      'q=german&offset=40&limit=10',
      'q=german&cat=2000',
      'q=german&cat=5040,2045',
      'q=zeit&maxage=3',
      'q=german&minsize=5000000000&maxsize=12000000000',
      'q=german&extended=1&limit=7',
      'q=de',
      'q=keinwortdasesgibt',
      'q=ahoi%20matrose',
    ];
    for (const query of queries) {
      answers.length = 0;
      const fromIndex = await search(t.app, query);
      expect(answers, query).toHaveLength(1);
      expect(answers[0], query).not.toBeNull();
      expect({ query, ...fromIndex }).toEqual({ query, ...(await search(other, query)) });
    }
    expect((await search(t.app, 'q=zeit')).total).toBe(15);
  });

  it('leaves words PostgreSQL reads differently to the database ("7e7t1" is a number and a word to it)', async () => {
    answers.length = 0;
    await search(t.app, 'q=7e7t1');
    await search(t.app, 'q=caf%C3%A9');
    expect(answers).toEqual([]);
  });

  it('finds a release this server just imported at once', async () => {
    await search(t.app, 'q=german');
    await importNamed(t, 'Sofortfilm.2024.German.1080p.WEB.x264-NEU');
    expect((await search(t.app, 'q=sofortfilm')).titles).toEqual([
      'Sofortfilm.2024.German.1080p.WEB.x264-NEU',
    ]);
  });

  it("finds another server's import, rename and deletion within its look-again interval", async () => {
    const nzb = Buffer.from(
      generateNzb({ name: 'Fremdimport.2023.German.720p.WEB.x264-ZWEI', totalBytes: 1 << 20 }),
    );
    const imported = await other.services.ingest.ingest({ nzb });
    if (imported.status !== 'imported') throw new Error(JSON.stringify(imported));
    const renamed = (await search(t.app, 'q=matrix%201080p')).titles[0]!;
    const [row] = await t.database.db
      .select({ id: releases.id })
      .from(releases)
      .where(eq(releases.name, renamed));
    await other.services.adminReleases.update({ id: null, username: 'zweitserver' }, row!.id, {
      name: 'Umbenannt.2001.German.DL.1080p.BluRay.x264-GRP',
    });
    const gone = (await search(t.app, 'q=zeitgeist')).titles[0]!;
    const [deleted] = await t.database.db
      .select({ id: releases.id })
      .from(releases)
      .where(eq(releases.name, gone));
    await other.services.adminReleases.delete({ id: null, username: 'zweitserver' }, deleted!.id);

    // Until this server looks again its copy may still show the release (at most WORD_INDEX_FRESH_MS).
    await new Promise((resolve) => setTimeout(resolve, WORD_INDEX_FRESH_MS + 50));
    answers.length = 0;
    expect((await search(t.app, 'q=fremdimport')).total).toBe(1);
    expect((await search(t.app, 'q=umbenannt')).titles).toEqual([
      'Umbenannt.2001.German.DL.1080p.BluRay.x264-GRP',
    ]);
    expect((await search(t.app, 'q=matrix%201080p')).titles).not.toContain(renamed);
    expect(await search(t.app, 'q=zeitgeist')).toEqual(await search(other, 'q=zeitgeist'));
    expect(answers.every((a) => a !== null)).toBe(true);
  });

  it('writes a word page from memory: no statement reads its releases', async () => {
    const pages = vi.spyOn(NewznabSearchRepository.prototype, 'search');
    const rows = vi.spyOn(NewznabSearchRepository.prototype, 'rowsOf');
    try {
      expect((await search(t.app, 'q=matrose&extended=1')).total).toBe(3);
      expect((await search(t.app, 'q=german&limit=5&offset=10')).titles).toHaveLength(5);
      expect(pages).not.toHaveBeenCalled();
      expect(rows).not.toHaveBeenCalled();
    } finally {
      pages.mockRestore();
      rows.mockRestore();
    }
  });

  it('reads only the ids of other pages, their rows from the copy, and at once a release another server just stored', async () => {
    const query = 'cat=2000&extended=1&limit=5';
    const category = async (app: FastifyInstance) => {
      const res = await app.inject({ url: `/api?t=search&apikey=${member.key}&${query}` });
      return itemsOf(res.body).items;
    };
    const rows = vi.spyOn(NewznabSearchRepository.prototype, 'rowsOf');
    try {
      expect(await category(t.app)).toEqual(await category(other));
      rows.mockClear();
      expect(await category(t.app)).toHaveLength(5);
      expect(rows).not.toHaveBeenCalled();

      const nzb = Buffer.from(
        generateNzb({ name: 'Kategorieneu.2024.German.1080p.WEB.x264-ZWEI', totalBytes: 1 << 20 }),
      );
      const imported = await other.services.ingest.ingest({ nzb });
      if (imported.status !== 'imported') throw new Error(JSON.stringify(imported));
      // However slow the run: this server's copy has not looked again yet.
      const unseen = vi.spyOn(ReleaseWordsRepository.prototype, 'after').mockResolvedValue([]);
      const fresh = await category(t.app);
      unseen.mockRestore();
      expect(fresh[0]!.title).toBe('Kategorieneu.2024.German.1080p.WEB.x264-ZWEI');
      expect(rows).toHaveBeenCalledTimes(1);
      expect(rows.mock.calls[0]![0]).toEqual([imported.releaseId]);
      expect(fresh).toEqual(await category(other));
    } finally {
      rows.mockRestore();
    }
  });

  it("shows another server's film link, film change, download and deletion within its look-again interval", async () => {
    const query = 'q=matrose&extended=1&limit=2';
    const page = async (app: FastifyInstance) => {
      const res = await app.inject({ url: `/api?t=search&apikey=${member.key}&${query}` });
      const { items, response } = itemsOf(res.body);
      return { items, total: Number(response.total) };
    };
    const idOf = async (name: string) =>
      (await t.database.db.select({ id: releases.id }).from(releases).where(eq(releases.name, name)))[0]!.id;
    const before = await page(t.app);
    expect(before.total).toBe(3);
    const [first, second] = before.items;
    const [film] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`insert into movies (slug, title, match_titles, year, imdb_id, tmdb_id)
        values ('matrosenkino-2001', 'Matrosenkino', '{matrosenkino}', 2001, 'tt0123456', 4242) returning id`),
    );
    // What the other server writes: a film found later, a download, a deletion.
    await t.database.db.execute(
      sql`update releases set movie_id = ${film!.id} where id = ${await idOf(second!.title)}`,
    );
    const grab = await other.inject({ url: `/api?t=get&id=${second!.guid}&apikey=${member.key}` });
    expect(grab.statusCode, grab.body).toBe(200);
    await other.services.adminReleases.delete(
      { id: null, username: 'zweitserver' },
      await idOf(first!.title),
    );
    await new Promise((resolve) => setTimeout(resolve, WORD_INDEX_FRESH_MS + 50));
    const after = await page(t.app);
    expect(after).toEqual(await page(other));
    expect(after.total).toBe(2);
    expect(after.items.map((item) => item.title)).not.toContain(first!.title);
    const linked = after.items.find((item) => item.title === second!.title)!;
    expect(linked.attrs).toMatchObject({ imdb: ['0123456'], imdbtitle: ['Matrosenkino'], grabs: ['1'] });

    await t.database.db.execute(sql`update movies set title = 'Matrosenkino II' where id = ${film!.id}`);
    await new Promise((resolve) => setTimeout(resolve, WORD_INDEX_FRESH_MS + 50));
    const renamed = await page(t.app);
    expect(renamed).toEqual(await page(other));
    expect(renamed.items.find((item) => item.title === second!.title)!.attrs.imdbtitle).toEqual([
      'Matrosenkino II',
    ]);
  });

  it('finds a release whose transaction took its id before a later one and committed after it', async () => {
    const [taken] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select nextval(pg_get_serial_sequence('releases', 'id'))::int as id`),
    );
    const early = taken!.id;
    await importNamed(t, 'Spaeterer.2022.German.1080p.WEB.x264-EINS');
    expect((await search(t.app, 'q=spaeterer')).total).toBe(1);
    // The other server's transaction inserts with the id it took first (the sequence hands it out again).
    const sequence = sql`pg_get_serial_sequence('releases', 'id')`;
    await t.database.db.execute(sql`select setval(${sequence}, ${early - 1})`);
    const nzb = Buffer.from(
      generateNzb({ name: 'Frueherer.2022.German.1080p.WEB.x264-ZWEI', totalBytes: 1 << 20 }),
    );
    const imported = await other.services.ingest.ingest({ nzb });
    if (imported.status !== 'imported') throw new Error(JSON.stringify(imported));
    expect(imported.releaseId).toBe(early);
    await t.database.db.execute(sql`select setval(${sequence}, (select max(id) from releases))`);
    await new Promise((resolve) => setTimeout(resolve, WORD_INDEX_FRESH_MS + 50));
    expect((await search(t.app, 'q=frueherer')).total).toBe(1);
  });

  it('lets the server serve others between the statements of its load (PGlite answers on the same thread)', async () => {
    const quiet = { info: () => {}, error: () => {} };
    const words = new ReleaseWordSearch(
      new ReleaseWordsRepository(t.database.db),
      new ReleaseChanges(),
      quiet,
      true,
      4,
    );
    let turns = 0;
    let handle: NodeJS.Immediate;
    const turn = () => {
      turns++;
      handle = setImmediate(turn);
    };
    handle = setImmediate(turn);
    await words.ready();
    clearImmediate(handle);
    const [count] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from releases`),
    );
    expect(turns).toBeGreaterThanOrEqual(Math.floor(count!.n / 4));
    expect((await words.hits({ exact: ['zeitlos'] }, 10))?.total).toBe(6);
  });
});
