import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releases } from '../src/db/schema';
import { ingestMany } from '../src/modules/ingest/ingest-many';
import type { IngestResult } from '../src/modules/ingest/ingest.service';
import { createPrepareNzbPool } from '../src/modules/ingest/prepare-nzb.pool';
import { generateNzb } from '../src/seed/nzb-factory';
import { createTestApp, type TestApp } from './test-app';

/*
 * A folder import as the CLI runs it: worker threads prepare the NZBs, the
 * main thread records them in batches. Duplicates inside one run, broken and
 * missing files, NFOs and matching must come out as they do one at a time,
 * with a handful of statements per batch instead of several per NZB.
 */

let t: TestApp;
let folder: string;
beforeAll(async () => {
  t = await createTestApp({ maxNzbBytes: 4 * 1024 * 1024 });
  folder = path.join(t.dataDir, 'eingang');
  await mkdir(folder);
  await t.app.services.catalogue.importFile({
    version: 1,
    movies: [
      { title: 'Metropolis', year: 1927 },
      { title: 'Die Büchse der Pandora', originalTitle: "Pandora's Box", year: 1929 },
    ],
    series: [
      {
        title: 'Dark',
        firstAirDate: '2017-12-01',
        seasons: [
          {
            seasonNumber: 1,
            episodes: Array.from({ length: 10 }, (_, i) => ({
              episodeNumber: i + 1,
              title: `Folge ${i + 1}`,
            })),
          },
        ],
      },
    ],
  });
});
afterAll(() => t.close());

const GB = 1024 ** 3;

async function put(file: string, content: string | Buffer): Promise<string> {
  const target = path.join(folder, file);
  await writeFile(target, content);
  return target;
}

/** Counts the statements the database client runs while `run` is going. */
async function countStatements(run: () => Promise<void>): Promise<number> {
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const query = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = query;
  }
  return count;
}

describe('folder import in batches', () => {
  it('records 60 files: imports, in-run duplicates, rejects and matches, in few statements', async () => {
    const files: string[] = [];
    // 30 episodes and films, distinct.
    for (let i = 1; i <= 10; i++) {
      const name = `Dark.S01E${String(i).padStart(2, '0')}.German.DL.1080p.WEB.x264-GRP`;
      files.push(await put(`${name}.nzb`, generateNzb({ name, totalBytes: 2 * GB })));
      if (i <= 3) await put(`${name}.nfo`, `NFO für ${name}\r\n`);
    }
    for (let i = 0; i < 20; i++) {
      const title = i % 2 ? 'Metropolis.1927' : 'Die.Buechse.der.Pandora.1929';
      const name = `${title}.German.${i % 3 ? '1080p' : '720p'}.BluRay.x264-G${i}`;
      files.push(await put(`${name}.nzb`, generateNzb({ name, totalBytes: (1 + i) * GB })));
    }
    // The same NZB again under another file name, twice.
    const copyOf = files[4]!;
    const copy = generateNzb({ name: 'Dark.S01E05.German.DL.1080p.WEB.x264-GRP', totalBytes: 2 * GB });
    files.push(await put('kopie-1.nzb', copy), await put('kopie-2.nzb', copy));
    // The same release (name and size) posted by someone else: another NZB, another hash.
    const reposted = generateNzb({
      name: 'Dark.S01E06.German.DL.1080p.WEB.x264-GRP',
      totalBytes: 2 * GB,
      poster: 'Someone Else <other@nzbkino.test>',
    });
    files.push(await put('repost.nzb', reposted));
    // Broken, hostile, too large, gone.
    files.push(await put('kaputt.nzb', '<nzb><file subject="x"><segments>'));
    files.push(await put('bombe.nzb', '<!DOCTYPE nzb [<!ENTITY a "aaaa">]><nzb>&a;</nzb>'));
    files.push(await put('riesig.nzb', Buffer.alloc(5 * 1024 * 1024, 0x20)));
    files.push(path.join(folder, 'verschwunden.nzb'));
    // Unknown works: kept unmatched.
    for (let i = 0; i < 23; i++) {
      const name = `Unbekannter.Film.${1990 + i}.German.1080p.WEB.x264-NEU`;
      files.push(await put(`${name}.nzb`, generateNzb({ name, totalBytes: GB })));
    }
    expect(files).toHaveLength(60);

    const results = new Map<string, IngestResult>();
    const statements = await countStatements(() =>
      ingestMany(
        t.app.services.ingest,
        files,
        (nzbPath) => ({ nzbPath }),
        (file, result) => {
          results.set(file, result);
        },
      ),
    );
    const byStatus = (status: string) => [...results.values()].filter((r) => r.status === status);
    expect(results.size).toBe(60);
    expect(byStatus('imported')).toHaveLength(53);
    expect(byStatus('duplicate')).toHaveLength(3);
    expect(byStatus('rejected')).toHaveLength(4);

    // Workers finish out of order, so which copy of a release is recorded first is not fixed:
    // exactly one of each group is imported and the others are duplicates of that release.
    const oneRelease = (group: string[], name: string) => {
      const outcomes = group.map((file) => results.get(file) as { status: string; releaseId: number });
      expect(
        outcomes.filter((o) => o.status === 'imported'),
        name,
      ).toHaveLength(1);
      const { releaseId } = outcomes.find((o) => o.status === 'imported')!;
      for (const outcome of outcomes) expect(outcome, name).toMatchObject({ releaseId });
      for (const outcome of outcomes.filter((o) => o.status !== 'imported'))
        expect(outcome, name).toEqual({ status: 'duplicate', releaseId, name });
    };
    oneRelease(
      [copyOf, path.join(folder, 'kopie-1.nzb'), path.join(folder, 'kopie-2.nzb')],
      'Dark.S01E05.German.DL.1080p.WEB.x264-GRP',
    );
    oneRelease([files[5]!, path.join(folder, 'repost.nzb')], 'Dark.S01E06.German.DL.1080p.WEB.x264-GRP');
    const reason = (file: string) => (results.get(path.join(folder, file)) as { reason: string }).reason;
    expect(reason('kaputt.nzb')).toMatch(/^MALFORMED/);
    expect(reason('bombe.nzb')).toMatch(/^ENTITIES_FORBIDDEN/);
    expect(reason('riesig.nzb')).toMatch(/^TOO_LARGE/);
    expect(reason('verschwunden.nzb')).toMatch(/^READ_FAILED/);

    // Matched as one at a time would: episodes to their episode, films by title and year.
    const rows = await t.database.db.select().from(releases);
    expect(rows).toHaveLength(53);
    const dark = rows.filter((r) => r.name.startsWith('Dark.'));
    expect(dark.every((r) => r.episodeId !== null && r.seriesId !== null)).toBe(true);
    expect(new Set(dark.map((r) => r.episodeId)).size).toBe(10);
    const films = rows.filter((r) => /^(Metropolis|Die\.Buechse)/.test(r.name));
    expect(films.every((r) => r.movieId !== null)).toBe(true);
    expect(new Set(films.map((r) => r.movieId)).size).toBe(2);
    expect(rows.filter((r) => r.name.startsWith('Unbekannter')).every((r) => r.movieId === null)).toBe(true);
    expect(rows.filter((r) => r.nfoHash !== null)).toHaveLength(3);

    // Blobs: one per imported NZB and NFO, none for duplicates or rejects.
    for (const row of rows) expect(await t.blobs.has('nzb', row.nzbHash)).toBe(true);
    const { blobKeyOf } = await import('../src/storage');
    // Of the two NZBs for episode 6, only the one recorded first is stored, whichever that was.
    const repostWon = results.get(path.join(folder, 'repost.nzb'))!.status === 'imported';
    expect(await t.blobs.has('nzb', blobKeyOf(Buffer.from(reposted)))).toBe(repostWon);
    expect(await t.blobs.has('nzb', blobKeyOf(await readFile(files[5]!)))).toBe(!repostWon);

    // A handful per batch (duplicates, films, series, episodes, groups, insert, and the notification
    // producer's two: watchers, requests), not several per NZB: at most 3 batches of 24–64 here.
    expect(statements).toBeLessThan(36);
  });

  it('prepares the same release in a worker thread as on the main thread', async () => {
    const name = 'Metropolis.1927.German.DL.2160p.UHD.BluRay.x265-WORKER';
    const nzb = Buffer.from(generateNzb({ name, totalBytes: 9 * GB, password: 'geheim' }));
    const inline = createPrepareNzbPool(0, 4 * 1024 * 1024);
    const workers = createPrepareNzbPool(2, 4 * 1024 * 1024);
    try {
      const [a, b] = await Promise.all([inline.prepare({ nzb }), workers.prepare({ nzb })]);
      expect(b).toEqual(a);
      expect(a).toMatchObject({
        status: 'ready',
        facts: { name, password: 'geheim', parsedResolution: '2160p' },
      });
      // A worker carries on after a rejected file and after a missing one.
      expect(await workers.prepare({ nzb: Buffer.from('kein xml') })).toMatchObject({ status: 'rejected' });
      expect(await workers.prepare({ nzbPath: '/nonexistent/x.nzb' })).toMatchObject({
        status: 'rejected',
        reason: expect.stringMatching(/^READ_FAILED/),
      });
      expect(await workers.prepare({ nzb })).toEqual(a);
    } finally {
      await Promise.all([inline.close(), workers.close()]);
    }
    await expect(workers.prepare({ nzb })).rejects.toThrow(/beendet/);
  });
});
