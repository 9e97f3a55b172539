import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes, releaseGroups, releases } from '../src/db/schema';
import { generateNzb } from '../src/seed/nzb-factory';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nzbFor = (name: string, totalBytes = 3 * 1024 ** 3) => Buffer.from(generateNzb({ name, totalBytes }));
const allReleases = () => t.database.db.select().from(releases).orderBy(releases.id);

const catalogue = {
  version: 1,
  movies: [
    {
      title: 'Metropolis',
      year: 1927,
      releaseDate: '1927-01-10',
      genres: [{ name: 'Science-Fiction', englishName: 'Science Fiction' }],
    },
    { title: 'Die Büchse der Pandora', originalTitle: "Pandora's Box", year: 1929 },
    { title: 'Metropolis', year: 2001, tmdbId: 9999 },
  ],
  series: [
    {
      title: 'Dark',
      firstAirDate: '2017-12-01',
      seasons: [
        {
          seasonNumber: 1,
          episodes: [
            { episodeNumber: 1, title: 'Geheimnisse', airDate: '2017-12-01' },
            { episodeNumber: 2, title: 'Lügen' },
          ],
        },
      ],
    },
  ],
};

describe('NZB import and matching', () => {
  it('keeps a release whose work is not in the catalogue yet, unmatched', async () => {
    const result = await t.app.services.ingest.ingest({
      nzb: nzbFor('Metropolis.1927.German.1080p.BluRay.x264-GRP'),
    });
    expect(result).toMatchObject({ status: 'imported', matched: null });
    const [row] = await allReleases();
    expect(row).toMatchObject({
      name: 'Metropolis.1927.German.1080p.BluRay.x264-GRP',
      parsedTitle: 'Metropolis',
      parsedType: 'MOVIE',
      parsedYear: 1927,
      parsedResolution: '1080p',
      parsedGroup: 'GRP',
      movieId: null,
    });
    expect(row!.size).toBeGreaterThan(3 * 1024 ** 3 * 0.99);
    expect(row!.fileCount).toBeGreaterThan(3);
  });

  it('re-matches unmatched releases when the catalogue arrives, tolerating year and umlaut spellings', async () => {
    await t.app.services.ingest.ingest({
      nzb: nzbFor('Die.Buechse.der.Pandora.1929.German.DL.720p.WEB.h264-SPiCY'),
    });
    await t.app.services.ingest.ingest({ nzb: nzbFor('Dark.S01E01.German.DL.1080p.WEB.x264-GRP') });
    await t.app.services.ingest.ingest({ nzb: nzbFor('Dark.S01E05.German.DL.1080p.WEB.x264-GRP') });
    const report = await t.app.services.catalogue.importFile(catalogue);
    expect(report).toMatchObject({ moviesCreated: 3, seriesCreated: 1, episodes: 2 });
    const rematch = await t.app.services.ingest.rematch();
    expect(rematch.linked).toBe(4);
    const rows = await allReleases();
    const byName = new Map(rows.map((r) => [r.name, r]));
    expect(byName.get('Metropolis.1927.German.1080p.BluRay.x264-GRP')!.movieId).not.toBeNull();
    expect(byName.get('Die.Buechse.der.Pandora.1929.German.DL.720p.WEB.h264-SPiCY')!.movieId).not.toBeNull();
    const [episode1] = await t.database.db.select().from(episodes).where(eq(episodes.episodeNumber, 1));
    expect(byName.get('Dark.S01E01.German.DL.1080p.WEB.x264-GRP')).toMatchObject({
      episodeId: episode1!.id,
      parsedSeason: 1,
      parsedEpisode: 1,
    });
    // Known series, unknown episode: linked to the series only ("Ohne Zuordnung").
    expect(byName.get('Dark.S01E05.German.DL.1080p.WEB.x264-GRP')).toMatchObject({ episodeId: null });
    expect(byName.get('Dark.S01E05.German.DL.1080p.WEB.x264-GRP')!.seriesId).toBe(episode1!.seriesId);
  });

  it('matches new releases at import time and picks the right one of two same-titled movies by year', async () => {
    const result = await t.app.services.ingest.ingest({
      nzb: nzbFor('Metropolis.2001.German.DL.1080p.BluRay.x264-ANiME'),
    });
    expect(result).toMatchObject({ status: 'imported', matched: 'movie' });
    const noYear = await t.app.services.ingest.ingest({
      nzb: nzbFor('Metropolis.German.720p.HDTV.x264-AMBIG'),
    });
    expect(noYear).toMatchObject({ status: 'imported', matched: null });
  });

  it('never stores a duplicate NZB twice', async () => {
    const nzb = nzbFor('Dark.S01E02.German.DL.720p.WEB.x264-GRP');
    const first = await t.app.services.ingest.ingest({ nzb });
    const second = await t.app.services.ingest.ingest({ nzb });
    expect(first.status).toBe('imported');
    expect(second).toMatchObject({
      status: 'duplicate',
      releaseId: (first as { releaseId: number }).releaseId,
    });
    const named = (await allReleases()).filter((r) => r.name === 'Dark.S01E02.German.DL.720p.WEB.x264-GRP');
    expect(named).toHaveLength(1);
  });

  it('stores the NZB compressed and gives it back byte-identical, with the NFO beside it', async () => {
    const nzb = nzbFor('Nosferatu.1922.German.1080p.BluRay.x264-CLASSiC', 8 * 1024 ** 3);
    const nfo = Buffer.from('Nosferatu – Eine Symphonie des Grauens\r\n░▒▓ NFO ▓▒░\r\n', 'utf8');
    const result = await t.app.services.ingest.ingest({ nzb, nfo, fileName: 'ignored.nzb' });
    expect(result.status).toBe('imported');
    const [row] = (await allReleases()).filter((r) => r.name.startsWith('Nosferatu'));
    expect(Buffer.compare((await t.blobs.get('nzb', row!.nzbHash))!, nzb)).toBe(0);
    expect(Buffer.compare((await t.blobs.get('nfo', row!.nfoHash!))!, nfo)).toBe(0);
    const stored = await t.blobs.stat('nzb', row!.nzbHash);
    expect(stored!.storedSize).toBeLessThan(nzb.length / 2);
  });

  it('names a release after the file when the NZB has no meta title', async () => {
    const withoutMeta = nzbFor('Caligari.1920.German.720p.BluRay.x264-OLD')
      .toString()
      .replace(/<head>[\s\S]*<\/head>/, '');
    const result = await t.app.services.ingest.ingest({
      nzb: Buffer.from(withoutMeta),
      fileName: 'Das.Cabinet.des.Dr.Caligari.1920.German.720p.BluRay.x264-OLD.nzb',
    });
    expect(result).toMatchObject({
      status: 'imported',
      name: 'Das.Cabinet.des.Dr.Caligari.1920.German.720p.BluRay.x264-OLD',
    });
  });

  it.each([
    [
      'billion laughs',
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><nzb>&lol2;</nzb>',
      'ENTITIES_FORBIDDEN',
    ],
    [
      'truncated',
      '<?xml version="1.0"?><nzb xmlns="http://www.newzbin.com/DTD/2003/nzb"><file poster="a" date="1" subject="x"><segments><segment bytes="1"',
      'MALFORMED',
    ],
    ['not XML', '\u0089PNG\r\n\u001a\n binary', 'NOT_XML'],
    [
      'no segments',
      '<?xml version="1.0"?><nzb xmlns="http://www.newzbin.com/DTD/2003/nzb"><file poster="a" date="1" subject="x"><groups><group>a.b</group></groups><segments></segments></file></nzb>',
      'NO_SEGMENTS',
    ],
  ])('rejects a hostile or broken NZB (%s) with a reason and stores nothing', async (_label, body, code) => {
    const before = (await allReleases()).length;
    const result = await t.app.services.ingest.ingest({ nzb: Buffer.from(body), fileName: 'evil.nzb' });
    expect(result.status).toBe('rejected');
    expect((result as { reason: string }).reason).toContain(code);
    expect((await allReleases()).length).toBe(before);
  });

  it('records each release group once, case-insensitively', async () => {
    await t.app.services.ingest.ingest({ nzb: nzbFor('Faust.1926.German.720p.BluRay.x264-grp') });
    const groups = await t.database.db.select().from(releaseGroups);
    expect(groups.filter((g) => g.name.toLowerCase() === 'grp')).toHaveLength(1);
  });
});
