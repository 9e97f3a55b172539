import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { rowsOf } from '../src/db/user-lock';
import { itemsOf, keyHolder, type Item, type KeyHolder } from './newznab-fixture';
import { startNzbget } from './nzbget-runner';
import { createTestApp, type TestApp } from './test-app';
import {
  makePar2Set,
  par2Missing,
  postRelease,
  posterMissing,
  splitVolumes,
  type PostedRelease,
  type ReleaseFile,
} from './usenet-poster';
import { GROUP, NNTP, session } from './usenet-testbed';
import { answer } from './usenet-poster';

/*
 * Issue 43's proof: releases posted to INN on loopback as posters post them
 * are found by `indexer update` and answered by the Newznab API with the
 * right name, size, file count, group, completion and category; one of them
 * is downloaded by NZBGet from the NZB the indexer wrote, byte for byte.
 */
const GERMAN_GROUP = 'alt.binaries.german.test';
const GROUPS = [GROUP, GERMAN_GROUP];
const missing = (await posterMissing(GROUPS)) ?? par2Missing();
if (missing && process.env.USENET_TESTBED === 'required') throw new Error(`Indexer-Test: ${missing}`);
if (missing) console.log(`Indexer-Test übersprungen: ${missing}`);

const tag = randomBytes(3).toString('hex');
const PART = 60_000;
const bytes = (n: number) => randomBytes(n);

/** The group's newest article now: the indexer starts after it, so only this file's posts are read. */
async function newestArticle(group: string): Promise<number> {
  const nntp = await session();
  try {
    nntp.write(`GROUP ${group}\r\n`);
    const reply = await answer(nntp, `GROUP ${group}`);
    return Number(/^211 \d+ \d+ (\d+)/.exec(reply)![1]);
  } finally {
    nntp.close();
  }
}

const film = `Der.Schuh.des.Manitu.${tag}.2001.German.1080p.BluRay.x264-DETAiLS`;
const episode = `Der.Tatortreiniger.${tag}.S07E01.German.720p.WEB.h264-GRP`;
const pack = `Der.Tatortreiniger.${tag}.S06.German.720p.WEB.h264-GRP`;
const obfuscated = `a8f7c2e9d1b04f3a${tag}`;
const incomplete = `Lola.rennt.${tag}.1998.German.720p.BluRay.x264-GRP`;
const crossPost = `Das.Boot.${tag}.1981.German.DL.1080p.BluRay.x264-GRP`;

describe.skipIf(missing !== null)('usenet header indexing against INN', () => {
  let t: TestApp;
  let member: KeyHolder;
  const posted = new Map<string, PostedRelease>();
  const episodeFile = bytes(170_000);
  let filmFiles: ReleaseFile[] = [];

  beforeAll(async () => {
    const base = testConfig();
    t = await createTestApp({
      indexer: {
        ...base.indexer,
        nntpUrl: `nntp://${NNTP.host}:${NNTP.port}`,
        groups: GROUPS,
        releaseDelayMs: 0,
        minCompletion: 50,
        minReleaseBytes: 0,
      },
    });
    member = await keyHolder(t, 'indexer-member', 'PREMIUM');
    for (const group of GROUPS) {
      const row = await t.app.services.indexerGroups.add(group);
      await t.database.db.execute(
        sql`update indexer_groups set last_article = ${await newestArticle(group)} where id = ${row.id}`,
      );
    }

    const volumes = splitVolumes(film, bytes(300_000), 100_000);
    const nfo: ReleaseFile = {
      name: `${film}.nfo`,
      data: Buffer.from('Der Schuh des Manitu\r\nimdb.com/title/tt0248667\r\n'),
    };
    filmFiles = [nfo, ...(await makePar2Set(film, volumes)), ...volumes];
    const post = async (
      release: string,
      files: ReleaseFile[],
      extra: Partial<Parameters<typeof postRelease>[0]> = {},
    ) => posted.set(release, await postRelease({ release, files, partSize: PART, ...extra }));
    await post(film, filmFiles);
    await post(episode, [{ name: `${episode}.mkv`, data: episodeFile }]);
    await post(
      pack,
      [1, 2, 3].map((e) => ({ name: `${pack.replace('.S06.', `.S06E0${e}.`)}.mkv`, data: bytes(90_000) })),
    );
    await post(obfuscated, splitVolumes(obfuscated, bytes(150_000), 75_000), {
      subject: '[{i}/{n}] - "{file}" yEnc ({part}/{parts})',
    });
    // Two of ten articles never arrive: 80 % complete.
    await post(
      incomplete,
      [`${incomplete}.part1.rar`, `${incomplete}.part2.rar`].map((name) => ({ name, data: bytes(300_000) })),
      {
        skip: [
          { file: `${incomplete}.part1.rar`, part: 2 },
          { file: `${incomplete}.part2.rar`, part: 5 },
        ],
      },
    );
    await post(crossPost, splitVolumes(crossPost, bytes(120_000), 60_000), { groups: GROUPS });
  }, 180_000);

  afterAll(() => t?.close());

  const search = async (words: string): Promise<Item[]> => {
    const res = await t.app.inject({
      url: `/api?t=search&q=${encodeURIComponent(words)}&extended=1&apikey=${member.key}`,
    });
    expect(res.statusCode).toBe(200);
    return itemsOf(res.body).items;
  };
  const one = async (name: string) => {
    const items = (await search(name.split('.').slice(0, 3).join(' '))).filter((i) => i.title === name);
    expect(items.map((i) => i.title)).toEqual([name]);
    return items[0]!;
  };
  const attr = (item: Item, name: string) => item.attrs[name]?.[0];
  /** The release's size is its articles' bytes as the server lists them: more than the files (yEnc), about what was posted. */
  const expectSize = (item: Item, release: string) => {
    const sent = posted.get(release)!;
    const data = sent.files.reduce((sum, f) => sum + f.bytes, 0);
    expect(Number(attr(item, 'size'))).toBeGreaterThan(data);
    expect(Number(attr(item, 'size'))).toBeLessThan(sent.bytes * 1.05 + sent.articles * 512);
  };

  it('reads the new headers of every group and makes each post one release', async () => {
    const run = await t.app.services.indexer.update();
    expect(run.groups.map((g) => [g.group, g.error]).sort()).toEqual(GROUPS.map((g) => [g, null]).sort());
    expect(run.groups.find((g) => g.group === GROUP)!.headers).toBeGreaterThanOrEqual(
      [...posted.values()].reduce((sum, p) => sum + p.articles, 0),
    );
    expect(run.releases.imported).toBeGreaterThanOrEqual(6);
    expect(run.releases.refused).toBe(0);
  }, 120_000);

  it('finds the film of RAR volumes, PAR2 and NFO with its size, files, group and category', async () => {
    const item = await one(film);
    expectSize(item, film);
    expect(attr(item, 'files')).toBe(String(posted.get(film)!.files.length));
    expect(attr(item, 'group')).toBe(GROUP);
    expect(attr(item, 'completion')).toBe('100');
    expect(item.attrs.category).toContain('2040');
    expect(attr(item, 'poster')).toBe('NZBKino Poster <poster@nzbkino.test>');
  });

  it('finds the episode and the season pack in TV/HD', async () => {
    const ep = await one(episode);
    expect(ep.attrs.category).toContain('5040');
    expect(attr(ep, 'season')).toBe('7');
    expect(attr(ep, 'episode')).toBe('1');
    const season = await one(pack);
    expect(season.attrs.category).toContain('5040');
    expect(attr(season, 'files')).toBe('3');
  });

  it('keeps an obfuscated post under its posted name until post-processing finds the real one', async () => {
    const res = await t.app.inject({ url: `/api?t=search&q=${obfuscated}&extended=1&apikey=${member.key}` });
    const [item] = itemsOf(res.body).items;
    expect(item?.title).toBe(obfuscated);
    expect(attr(item!, 'files')).toBe('2');
  });

  it('makes the incomplete post a release with its completion', async () => {
    const item = await one(incomplete);
    expect(attr(item, 'completion')).toBe('80');
    expect(attr(item, 'files')).toBe('2');
    // The site's release lists carry it too (the web app writes "80 % vollständig" under the size).
    const page = await t.app.inject({
      url: `/api/releases?search=${encodeURIComponent(`Lola rennt ${tag}`)}`,
    });
    expect(
      page.json().data.map((r: { name: string; completion: number | null }) => [r.name, r.completion]),
    ).toEqual([[incomplete, 80]]);
  });

  it('makes one release of a cross-post, with both groups in its NZB', async () => {
    const item = await one(crossPost);
    // The first of its groups by name.
    expect(attr(item, 'group')).toBe(GERMAN_GROUP);
    const nzb = await t.app.inject({ url: `/api?t=get&id=${item.guid}&apikey=${member.key}` });
    expect(nzb.statusCode).toBe(200);
    expect(nzb.body).toContain(`<group>${GERMAN_GROUP}</group>`);
    expect(nzb.body).toContain(`<meta type="title">${crossPost}</meta>`);
  });

  it('takes a repost of the film as the same release, and reads nothing twice', async () => {
    await postRelease({ release: film, files: filmFiles, partSize: PART });
    const run = await t.app.services.indexer.update();
    expect(run.groups.find((g) => g.group === GROUP)!.headers).toBe(posted.get(film)!.articles);
    expect(run.releases).toMatchObject({ imported: 0, duplicates: 1 });
    await one(film);
  }, 120_000);

  it('lets NZBGet download the episode from the NZB the indexer wrote, byte for byte', async () => {
    const item = await one(episode);
    const nzbget = await startNzbget(path.join(t.dataDir, 'nzbget'));
    try {
      const nzb = await t.app.inject({ url: `/api?t=get&id=${item.guid}&apikey=${member.key}` });
      expect(nzb.statusCode).toBe(200);
      const queued = await nzbget.rpc('append', [
        `${episode}.nzb`,
        Buffer.from(nzb.rawPayload).toString('base64'),
        '',
        0,
        false,
        false,
        '',
        0,
        'FORCE',
        [],
      ]);
      expect(Number(queued)).toBeGreaterThan(0);
      const done = await nzbget.finished(episode);
      expect(done.Status).toMatch(/^SUCCESS/);
      expect(readFileSync(path.join(done.DestDir, `${episode}.mkv`)).equals(episodeFile)).toBe(true);
    } finally {
      await nzbget.stop();
    }
  }, 120_000);

  it('says in status what it read and made, with nothing left open', async () => {
    const status = await t.app.services.indexerStatus.status();
    const group = status.groups.find((g) => g.name === GROUP)!;
    expect(group).toMatchObject({ errors: 0, backlog: 0 });
    expect(group.releasesMade).toBeGreaterThanOrEqual(6);
    const [left] = rowsOf<{ n: string }>(
      await t.database.db.execute(sql`select count(*)::text as n from indexer_parts`),
    );
    expect(left!.n).toBe('0');
  });
});
