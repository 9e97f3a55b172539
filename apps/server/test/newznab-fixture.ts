import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import type { Role } from '@nzbkino/shared';
import { releases, users } from '../src/db/schema';
import { sha256 } from '../src/modules/auth/auth.service';
import { generateNzb } from '../src/seed/nzb-factory';
import type { TestApp } from './test-app';

const MB = 1024 ** 2;

/** A film and two series with the external ids the *arr clients search by. */
export const newznabCatalogue = () => ({
  version: 1 as const,
  movies: [
    {
      title: 'Metropolis',
      year: 1927,
      tmdbId: 19,
      imdbId: 'tt0017136',
      rating: 8.3,
      originalLanguage: 'de',
      poster: 'metropolis.jpg',
      genres: [
        { name: 'Science-Fiction', englishName: 'Science Fiction' },
        { name: 'Drama', englishName: 'Drama' },
      ],
    },
  ],
  series: [
    {
      title: 'Kommissar Kroll',
      tmdbId: 501,
      imdbId: 'tt7654321',
      tvdbId: 123456,
      tvmazeId: 3131,
      tvrageId: 4141,
      originalLanguage: 'en',
      genres: [{ name: 'Krimi', englishName: 'Crime' }],
      seasons: [
        {
          seasonNumber: 1,
          episodes: [
            { episodeNumber: 1, title: 'Der Anfang', airDate: '2020-01-10' },
            { episodeNumber: 2, title: 'Die Spur', airDate: '2020-01-17' },
          ],
        },
      ],
    },
    { title: 'Tagesschau', tmdbId: 502, tvdbId: 777, seasons: [] },
  ],
});

/** Release names and the Newznab category the shared rules give them. */
export const categorised: [name: string, category: number][] = [
  ['Metropolis.1927.German.DL.1080p.BluRay.x264-GRP', 2040],
  ['Metropolis.1927.COMPLETE.BLURAY-GRP', 2050],
  ['Metropolis.1927.German.DVDRip.XviD-GRP', 2030],
  ['Metropolis.1927.German.2160p.UHD.BluRay.x265-GRP', 2045],
  ['Kommissar.Kroll.S01E01.German.720p.WEB.h264-GRP', 5040],
  ['Kommissar.Kroll.S01E02.German.HDTV.XviD-GRP', 5030],
  ['Kommissar.Kroll.S01.German.1080p.WEB.h264-GRP', 5040],
  ['Kommissar.Kroll.S01E01.German.2160p.WEB.h265-GRP', 5045],
  ['Tagesschau.2024.05.17.German.720p.HDTV.x264-GRP', 5040],
];

export interface Imported {
  id: number;
  guid: string;
  name: string;
  nzb: Buffer;
}

export async function importNamed(t: TestApp, name: string, nfo?: Buffer): Promise<Imported> {
  const nzb = Buffer.from(generateNzb({ name, totalBytes: 5 * MB }));
  const result = await t.app.services.ingest.ingest({ nzb, ...(nfo ? { nfo } : {}) });
  if (result.status !== 'imported') throw new Error(`import of ${name}: ${JSON.stringify(result)}`);
  const [row] = await t.database.db
    .select({ guid: releases.guid })
    .from(releases)
    .where(eq(releases.id, result.releaseId));
  return { id: result.releaseId, guid: row!.guid, name, nzb };
}

/**
 * `count` releases imported up front (Grenzfall.1 … Grenzfall.<count>), handed out
 * by the returned function a few at a time, so no two tests share one.
 */
export async function releasePool(t: TestApp, count: number): Promise<(n: number) => Imported[]> {
  const pool: Imported[] = [];
  for (let n = 1; n <= count; n++)
    pool.push(await importNamed(t, `Grenzfall.${n}.2021.German.1080p.WEB.x264-GRP`));
  let next = 0;
  return (n) => pool.slice(next, (next += n));
}

/** A small real poster, so the cover address items give can be fetched. */
const poster = () =>
  sharp({ create: { width: 20, height: 30, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();

/** The catalogue (with Metropolis' poster) and every release of {@link categorised}, by name; the German.DL Metropolis with an NFO. */
export async function importCategorised(t: TestApp): Promise<Map<string, Imported>> {
  await t.app.services.catalogue.importFile(newznabCatalogue(), async (kind, name) =>
    kind === 'poster' && name === 'metropolis.jpg' ? poster() : null,
  );
  const named = new Map<string, Imported>();
  for (const [name] of categorised)
    named.set(
      name,
      await importNamed(
        t,
        name,
        name.startsWith('Metropolis.1927.German.DL') ? Buffer.from('NFO von Metropolis') : undefined,
      ),
    );
  return named;
}

export interface KeyHolder {
  id: number;
  key: string;
}

let keys = 0;
/** A member of the role with an API key stored the way the key page stores it (hash only). */
export async function keyHolder(
  t: TestApp,
  username: string,
  role: Role,
  expired = false,
): Promise<KeyHolder> {
  const row = await t.app.services.users.createAccount({
    username,
    email: `${username}@example.org`,
    password: 'Newznab-Test-1',
    role,
  });
  const key = sha256(`key-${username}-${++keys}`);
  await t.database.db
    .update(users)
    .set({
      apiKeyHash: sha256(key),
      apiKeyCreatedAt: new Date(),
      ...(expired ? { membershipExpiresAt: new Date(Date.now() - 1000) } : {}),
    })
    .where(eq(users.id, row.id));
  return { id: row.id, key };
}

/** A parsed XML or JSON answer: its shape is what the test asserts, so it is read loosely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

/** Parses answers as Sonarr's XDocument does: attributes kept, repeated elements as lists. */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => ['item', 'newznab:attr', 'category', 'subcat'].includes(name),
});

export function parseXml(body: string) {
  return parser.parse(body) as Record<string, Loose>;
}

export interface Item {
  title: string;
  guid: string;
  link: string;
  enclosure: { url: string; length: string; type: string };
  pubDate: string;
  comments: string;
  attrs: Record<string, string[]>;
}

/** The items of an RSS answer with their newznab attributes by name (several values: category). */
export function itemsOf(body: string): {
  items: Item[];
  response: { offset: string; total: string };
  channel: Loose;
} {
  const doc = parseXml(body);
  const channel = doc.rss.channel;
  const items = (channel.item ?? []).map((item: Loose) => {
    const attrs: Record<string, string[]> = {};
    for (const a of item['newznab:attr'] ?? []) (attrs[a.name] ??= []).push(a.value);
    return {
      title: item.title,
      guid: item.guid['#text'],
      link: item.link,
      enclosure: item.enclosure,
      pubDate: item.pubDate,
      comments: item.comments,
      attrs,
    };
  });
  return { items, response: channel['newznab:response'], channel };
}

export function errorOf(body: string): { code: string; description: string } {
  return parseXml(body).error;
}
