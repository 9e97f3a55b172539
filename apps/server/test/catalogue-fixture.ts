import { eq, sql } from 'drizzle-orm';
import { releases } from '../src/db/schema';
import { berlinDate } from '../src/lib/dates';
import { generateNzb } from '../src/seed/nzb-factory';
import type { TestApp } from './test-app';

const GB = 1024 ** 3;
const MB = 1024 ** 2;

/**
 * A small catalogue for the public API tests: seven movies, three series and
 * releases of every kind (matched, unmatched, season packs, unknown episodes,
 * music), with dates relative to today so "upcoming" and "on air" stay true.
 */
export const catalogue = () => ({
  version: 1 as const,
  movies: [
    {
      title: 'Alpha Protokoll',
      year: 2021,
      releaseDate: '2021-03-04',
      rating: 7.5,
      voteCount: 1200,
      popularity: 90,
      runtime: 118,
      tmdbId: 101,
      imdbId: 'tt0101010',
      plot: 'Ein Agent entdeckt ein geheimes Protokoll.',
      originalLanguage: 'en',
      poster: 'alpha-poster.png',
      backdrop: 'alpha-backdrop.jpg',
      genres: [
        { name: 'Action', englishName: 'Action' },
        { name: 'Thriller', englishName: 'Thriller' },
      ],
      cast: Array.from({ length: 25 }, (_, i) => ({
        name: `Darsteller ${i + 1}`,
        character: `Rolle ${i + 1}`,
        ...(i === 0 ? { profile: 'darsteller-1.jpg' } : {}),
      })),
      videos: [
        {
          site: 'YouTube',
          type: 'Trailer',
          key: 'alphaTrailer1',
          name: 'Offizieller Trailer',
          official: true,
        },
      ],
      companies: [{ name: 'Studio Babelsberg' }],
      productionCountries: [{ iso: 'DE', name: 'Deutschland' }],
    },
    {
      title: 'Berliner Nacht',
      year: 2019,
      releaseDate: '2019-10-01',
      rating: 6.1,
      popularity: 40,
      backdrop: 'berlin-backdrop.jpg',
      genres: [
        { name: 'Drama', englishName: 'Drama' },
        { name: 'Thriller', englishName: 'Thriller' },
      ],
    },
    {
      title: 'Charlie und die Wolke',
      genres: [{ name: 'Animation', englishName: 'Animation' }],
      popularity: 5,
    },
    {
      title: 'Delta Mission',
      year: Number(berlinDate(10).slice(0, 4)),
      releaseDate: berlinDate(10),
      popularity: 60,
      rating: 5.5,
      genres: [{ name: 'Action', englishName: 'Action' }],
    },
    {
      title: 'Echo der Zeit',
      year: Number(berlinDate(-5).slice(0, 4)),
      releaseDate: berlinDate(-5),
      popularity: 20,
      rating: 8.2,
      genres: [{ name: 'Drama', englishName: 'Drama' }],
    },
    { title: 'Fjord', year: 1999, releaseDate: '1999-05-05', rating: 8.9, popularity: 10, genres: [] },
    { title: '1917', popularity: 1, genres: [{ name: 'Kriegsfilm', englishName: 'War' }] },
  ],
  series: [
    {
      title: 'Kommissar Kroll',
      originalTitle: 'Inspector Kroll',
      firstAirDate: '2020-01-10',
      lastAirDate: berlinDate(-3),
      status: 'Returning Series',
      rating: 7.9,
      voteCount: 300,
      popularity: 80,
      tmdbId: 501,
      originalLanguage: 'de',
      backdrop: 'kroll-backdrop.jpg',
      poster: 'kroll-poster.jpg',
      genres: [{ name: 'Krimi', englishName: 'Crime' }],
      cast: [{ name: 'Hauptdarstellerin', character: 'Kommissarin Kroll' }],
      videos: [{ site: 'YouTube', type: 'Trailer', key: 'krollTrailer', name: 'Trailer Staffel 2' }],
      companies: [{ name: 'ZDF' }],
      productionCountries: [{ iso: 'DE', name: 'Deutschland' }],
      seasons: [
        {
          seasonNumber: 2,
          episodes: [
            { episodeNumber: 1, title: 'Neue Spuren', airDate: berlinDate(-3), still: 'kroll-s02e01.jpg' },
            { episodeNumber: 2, title: 'Im Schatten', airDate: berlinDate(7) },
          ],
        },
        { seasonNumber: 0, name: 'Specials', episodes: [{ episodeNumber: 1, title: 'Hinter den Kulissen' }] },
        {
          seasonNumber: 1,
          airDate: '2020-01-10',
          episodes: [
            { episodeNumber: 1, title: 'Der Anfang', airDate: '2020-01-10', runtime: 45, rating: 7.1 },
            { episodeNumber: 2, title: 'Die Spur', airDate: '2020-01-17' },
            { episodeNumber: 3, title: 'Das Ende', airDate: '2020-01-24' },
          ],
        },
      ],
    },
    {
      title: 'Alte Geschichten',
      firstAirDate: '2015-02-01',
      status: 'Ended',
      rating: 6.4,
      popularity: 30,
      genres: [{ name: 'Drama', englishName: 'Drama' }],
      seasons: [
        { seasonNumber: 1, episodes: [{ episodeNumber: 1, title: 'Damals', airDate: '2015-02-01' }] },
      ],
    },
    {
      title: 'Zukunft',
      firstAirDate: '2030-01-01',
      status: 'In Production',
      popularity: 2,
      genres: [{ name: 'Science-Fiction', englishName: 'Sci-Fi & Fantasy' }],
      seasons: [{ seasonNumber: 1, episodes: [{ episodeNumber: 1, title: 'Pilot', airDate: '2030-01-01' }] }],
    },
  ],
});

/** Release names with sizes, oldest first; the fixture dates them one hour apart in this order. */
export const releaseFixtures: [name: string, size: number][] = [
  ['Alpha.Protokoll.2021.German.DL.2160p.UHD.BluRay.DTS-HD.MA.7.1.HDR.x265-GRPA', 40 * GB],
  ['Alpha.Protokoll.2021.German.1080p.BluRay.x264-GRPB', 10 * GB],
  ['Alpha.Protokoll.2021.German.720p.WEB.h264-GRPA', 3 * GB],
  ['Berliner.Nacht.2019.German.DL.1080p.WEB.h264-SPiCY', 6 * GB],
  ['Berliner.Nacht.2019.GERMAN.DVDRip.XviD-OLDGRP', 700 * MB],
  ['Fjord.1999.German.AC3.DVDRip.x264-grpb', 1400 * MB],
  ['Unbekannt.Film.2020.German.1080p.WEB.x264-GRPC', 5 * GB],
  [`Echo.der.Zeit.${berlinDate(-5).slice(0, 4)}.MULTi.1080p.WEB.h264-GRPC`, 4 * GB],
  ['Kommissar.Kroll.S01E01.German.1080p.WEB.h264-GRPA', 2 * GB],
  ['Kommissar.Kroll.S01E01.German.720p.WEB.h264-GRPB', 1 * GB],
  ['Kommissar.Kroll.S01E02.German.DL.2160p.WEB.h265-GRPA', 8 * GB],
  ['Kommissar.Kroll.S02E01.German.1080p.WEB.h264-GRPA', 2 * GB + 5 * MB],
  ['Kommissar.Kroll.S01.German.1080p.WEB.h264-GRPA', 12 * GB],
  ['Kommissar.Kroll.S03E05.German.1080p.WEB.h264-GRPA', 2 * GB + 9 * MB],
  ['Alte.Geschichten.S01E01.German.DVDRip.x264-OLDGRP', 350 * MB],
  ['Rammstein-Zeit-WEB-DE-2022-OND', 120 * MB],
];

export const FIRST_CREATED = new Date('2025-06-01T10:00:00Z');

/** Imports the catalogue, ingests every release (the first with an NFO), sizes them and dates them an hour apart. */
export async function loadCatalogue(t: TestApp): Promise<Map<string, number>> {
  await t.app.services.catalogue.importFile(catalogue());
  const ids = new Map<string, number>();
  for (const [index, [name, size]] of releaseFixtures.entries()) {
    // Small NZBs keep the import fast; the size column then gets the release's real size.
    const result = await t.app.services.ingest.ingest({
      nzb: Buffer.from(generateNzb({ name, totalBytes: 20 * MB + index })),
      ...(index === 0 ? { nfo: Buffer.from('NFO von Alpha Protokoll') } : {}),
    });
    if (result.status !== 'imported')
      throw new Error(`fixture ${name} not imported: ${JSON.stringify(result)}`);
    ids.set(name, result.releaseId);
    await t.database.db
      .update(releases)
      .set({
        size,
        createdAt: sql`${FIRST_CREATED.toISOString()}::timestamptz + ${index} * interval '1 hour'`,
        // Stamped as changed, as every writer of releases does: the word index reads them again.
        updatedAt: sql`now()`,
      })
      .where(eq(releases.id, result.releaseId));
  }
  return ids;
}
