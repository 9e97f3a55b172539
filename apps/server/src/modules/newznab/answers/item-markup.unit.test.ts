import { describe, expect, it } from 'vitest';
import { newznabCategories } from '@nzbkino/shared';
import { writeXml } from './newznab-document';
import { itemElement, type ItemOptions, type LinkContext } from './newznab-items';
import { writtenItems } from './rendered-items';
import type { NewznabRow } from '../rows/newznab-row';

/** A small seeded generator: the same releases on every run, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!,
    maybe: <T>(value: T): T | null => (next() < 0.3 ? null : value),
  };
}

const TEXTS = [
  'Die.Serie.S01E01.German.DL.1080p.WEB.x264-GRP',
  'Metropolis.1927.German.DL.1080p.BluRay.x264-"GRP"',
  "A&B <c> 'd'",
  'Unbekannt & Co.\u0001.2024',
  'Mädchen.in.Uniform.1931.GERMAN.DVDRip.XviD-ÄÖÜß',
  'Emoji.😀.Test\uFFFE',
  '',
  'x'.repeat(300),
];
const GUIDS = ['b8f4f0de-1c1a-4f9e-9d6e-2f3c8a1b2c3d', 'a1b2c3', 'with space & "quote"', 'ä/ö?=&', "o'k"];
const LISTS = [[], ['de'], ['de', 'en'], ['en'], ['xx-invalid-code'], ['fr', 'de', 'ja']];
const CATEGORIES = newznabCategories.flatMap((c) => [c.id, ...c.subcats.map((s) => s.id)]).concat([9999]);

function generatedRow(r: ReturnType<typeof random>, id: number): NewznabRow {
  const list = (values: string[]) => (r.next() < 0.5 ? Object.freeze([...values]) : [...values]) as string[];
  const kind = r.pick(['movie', 'series', 'both', 'none'] as const);
  const movie =
    kind === 'movie' || kind === 'both'
      ? {
          slug: r.pick(['metropolis', 'der-müde-tod', 'a&b']),
          title: r.pick(TEXTS),
          year: r.maybe(1900 + r.int(130)),
          imdbId: r.maybe(r.pick(['tt0017136', '0017136', 'tt'])),
          tmdbId: r.maybe(r.int(1_000_000)),
          rating: r.maybe(r.pick([8.345, 0, 10, 7.05, 3.14159])),
          posterPath: r.maybe(r.pick(['/p.jpg', 'https://image.example/p.jpg', 'a/b c.jpg'])),
        }
      : null;
  const series =
    kind === 'series' || kind === 'both'
      ? {
          slug: r.pick(['die-serie', 'serie-2']),
          title: r.pick(TEXTS),
          imdbId: r.maybe('tt0000001'),
          tmdbId: r.maybe(r.int(100_000)),
          tvdbId: r.maybe(r.int(500_000)),
          tvmazeId: r.maybe(r.int(50_000)),
          tvrageId: r.maybe(r.int(50_000)),
          rating: r.maybe(7.5),
          posterPath: r.maybe('/s.jpg'),
        }
      : null;
  return {
    id,
    guid: r.pick(GUIDS),
    name: r.pick(TEXTS),
    size: r.pick([0, 1, 999, 1_000_000 + id, 53_687_091_200, 9_007_199_254_740_991, 1.5]),
    fileCount: r.int(200),
    category: r.pick(CATEGORIES),
    postedAt: r.maybe(new Date(Date.UTC(1990, 0, 1) + r.int(1_300_000_000) * 1000)),
    createdAt: new Date(
      r.pick([Date.UTC(2026, 4, 1, 11), Date.UTC(999, 2, 4, 1, 2, 3), Date.UTC(2000, 0, 1)]),
    ),
    usenetGroups: list(r.pick([[], ['alt.binaries.test'], ['a.b.c', 'd.e.f']])),
    poster: r.maybe(r.pick(['poster@example.invalid', 'Name <mail@x>', ''])),
    password: r.maybe(r.pick(['geheim', ''])),
    completion: r.maybe(r.pick([100, 87, 0])),
    hasNfo: r.next() < 0.5,
    grabs: r.int(10_000),
    season: r.maybe(r.pick([1, 0, 12, 2024])),
    episode: r.maybe(r.pick([1, 5, 100])),
    airDate: r.maybe(r.pick(['2024-05-17', '1999-12-31', ''])),
    resolution: r.maybe(r.pick(['1080p', '480p', '2160p'])),
    source: r.maybe('WEB'),
    videoCodec: r.maybe(r.pick(['x264', 'HEVC <10bit>'])),
    audioFormats: list(r.pick([[], ['DD5.1'], ['DTS-HD', 'AC3']])),
    audioLanguages: list(r.pick(LISTS)),
    subtitles: list(r.pick(LISTS)),
    dualLanguage: r.next() < 0.4,
    multiLanguage: r.next() < 0.2,
    movieId: movie ? id : null,
    seriesId: series ? id : null,
    movie,
    series,
    genres: r.maybe(r.pick(['Drama', 'Krimi & Thriller', 'Science-Fiction, Drama'])),
    originalLanguage: r.maybe(r.pick(['en', 'de', 'fr'])),
  };
}

const SHAPES: ItemOptions[] = [
  { extended: true, attrs: new Set() },
  { extended: false, attrs: new Set() },
  { extended: false, attrs: new Set(['grabs', 'genre', 'imdb', 'language', 'info', 'coverurl', 'tvtitle']) },
  { extended: false, attrs: new Set(['size', 'rating', 'usenetdate', 'tvairdate', 'unknown']) },
];
const LINKS: LinkContext[] = [
  { baseUrl: 'https://nzbkino.example', credentials: `apikey=${'a'.repeat(64)}`, directLink: true },
  {
    baseUrl: 'http://localhost:3000/kino&co',
    credentials: `r=${'b'.repeat(64)}&i=7`,
    directLink: false,
    getPath: '/rss/get?',
    getSuffix: '&del=1',
  },
  { baseUrl: 'https://nzbkino.example', credentials: 'apikey=<&>', directLink: true, getSuffix: '' },
];

/** A page's items as rendered-items.ts writes them for an answer: the credentials joined in where they go. */
const written = (rows: NewznabRow[], link: LinkContext, options: ItemOptions) =>
  writtenItems({ rows }, link, options).xml!.join('');

describe('items written straight to XML', () => {
  it('equal the element tree of the JSON answers, byte for byte, over 3,000 generated releases', () => {
    const r = random(18);
    const rows = Array.from({ length: 250 }, (_, n) => generatedRow(r, n + 1));
    for (const link of LINKS)
      for (const options of SHAPES) {
        const expected = rows.map((row) => writeXml(itemElement(row, link, options))).join('');
        expect(written(rows, link, options)).toBe(expected);
      }
  });

  it('stay right when a held film changes (a new entry object) and when the site address differs', () => {
    const r = random(7);
    const row = generatedRow(r, 1);
    row.movie = {
      slug: 'alt',
      title: 'Alt',
      year: 1927,
      imdbId: 'tt1',
      tmdbId: 1,
      rating: 5,
      posterPath: null,
    };
    row.series = null;
    const [link] = LINKS;
    const options = SHAPES[0]!;
    const before = written([row], link!, options);
    expect(before).toContain('value="Alt"');
    row.movie = { ...row.movie, slug: 'neu', title: 'Neu' };
    const after = written([row], link!, options);
    expect(after).toContain('value="Neu"');
    expect(after).toContain('/movies/neu');
    expect(after).toBe(writeXml(itemElement(row, link!, options)));
    const elsewhere = { ...link!, baseUrl: 'https://anderswo.example' };
    expect(written([row], elsewhere, options)).toBe(writeXml(itemElement(row, elsewhere, options)));
  });

  it('stay whole for long names and many items', () => {
    const r = random(3);
    const rows = Array.from({ length: 40 }, (_, n) => ({ ...generatedRow(r, n), name: 'ü'.repeat(5000) }));
    const [link] = LINKS;
    const options = SHAPES[0]!;
    expect(written(rows, link!, options)).toBe(
      rows.map((row) => writeXml(itemElement(row, link!, options))).join(''),
    );
  });
});
