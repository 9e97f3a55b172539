import { describe, expect, it } from 'vitest';
import { writeXml, type NzElement } from './newznab-document';
import { itemElement, rfc822, type LinkContext } from './newznab-items';
import type { NewznabRow } from '../rows/newznab-row';
import { writtenItems, type RenderablePage } from './rendered-items';

function row(id: number, name: string): NewznabRow {
  return {
    id,
    guid: `guid-${id}`,
    name,
    size: 1_000_000 + id,
    fileCount: 3,
    category: 5040,
    postedAt: new Date('2026-05-01T10:00:00Z'),
    createdAt: new Date('2026-05-01T11:00:00Z'),
    usenetGroups: ['alt.binaries.test'],
    poster: 'poster@example.invalid',
    password: null,
    completion: null,
    hasNfo: true,
    grabs: 2,
    season: 1,
    episode: id,
    airDate: null,
    resolution: '1080p',
    source: 'WEB',
    videoCodec: 'x264',
    audioFormats: ['DD5.1'],
    audioLanguages: ['de'],
    subtitles: [],
    dualLanguage: true,
    multiLanguage: false,
    movieId: null,
    seriesId: 1,
    movie: null,
    series: {
      slug: 'die-serie',
      title: 'Die Serie & <Co>',
      imdbId: 'tt0000001',
      tmdbId: 1,
      tvdbId: 2,
      tvmazeId: null,
      tvrageId: null,
      rating: 7.5,
      posterPath: null,
    },
    genres: 'Drama',
    originalLanguage: 'en',
  };
}

const options = { extended: true, attrs: new Set<string>() };
const linkFor = (credentials: string): LinkContext => ({
  baseUrl: 'https://nzbkino.example',
  credentials,
  directLink: true,
});
const text = (element: NzElement) => element.xml!.join('');
const direct = (page: RenderablePage, link: LinkContext) =>
  page.rows.map((r) => writeXml(itemElement(r, link, options))).join('');

describe('items written once per page', () => {
  it('equal what the element writer gives, for apikey= and for r=…&i=… credentials', () => {
    const page: RenderablePage = {
      rows: [row(1, 'Die.Serie.S01E01.German.DL.1080p.WEB.x264-GRP'), row(2, 'A&B'), row(3, 'X\x7f.Y')],
    };
    for (const credentials of [`apikey=${'a'.repeat(64)}`, `r=${'b'.repeat(64)}&i=7`]) {
      const link = linkFor(credentials);
      expect(text(writtenItems(page, link, options))).toBe(direct(page, link));
    }
  });

  it('carry each member’s own key when two members share the page', () => {
    const page: RenderablePage = {
      rows: [row(1, 'Die.Serie.S01E01.German.1080p.WEB.x264-GRP')],
      shared: true,
    };
    const first = text(writtenItems(page, linkFor(`apikey=${'1'.repeat(64)}`), options));
    const second = text(writtenItems(page, linkFor(`apikey=${'2'.repeat(64)}`), options));
    expect(page.written?.size).toBe(1);
    expect(first).toContain('1'.repeat(64));
    expect(first).not.toContain('2'.repeat(64));
    expect(second).toContain('2'.repeat(64));
    expect(second).not.toContain('1'.repeat(64));
  });

  it('are written again for another link shape (feeds link to /rss/get, with &del=1)', () => {
    const page: RenderablePage = { rows: [row(1, 'X')], shared: true };
    const api = text(writtenItems(page, linkFor('apikey=k'), options));
    const feed = text(
      writtenItems(page, { ...linkFor('apikey=k'), getPath: '/rss/get?', getSuffix: '&del=1' }, options),
    );
    expect(page.written?.size).toBe(2);
    expect(api).toContain('/api?t=get&amp;id=guid-1&amp;apikey=k');
    expect(feed).toContain('/rss/get?id=guid-1&amp;apikey=k&amp;del=1');
  });

  it('are not kept on a page of one answer (nothing young hangs on a page that may be old)', () => {
    const page: RenderablePage = { rows: [row(1, 'X')] };
    const link = linkFor('apikey=k');
    expect(text(writtenItems(page, link, options))).toBe(direct(page, link));
    expect(page.written).toBeUndefined();
  });
});

describe('dates as RFC 822', () => {
  it('read as toUTCString writes them, with the zone as +0000', () => {
    const days = [
      '2026-05-01T10:00:00Z',
      '2024-02-29T23:59:59.999Z',
      '2000-01-01T00:00:00Z',
      '1999-12-31T09:05:07Z',
      '0999-03-04T01:02:03Z',
    ].map((iso) => new Date(iso));
    for (let n = 0; n < 500; n++) days.push(new Date(Date.UTC(1970, 0, 1) + n * 7_919_999_777));
    for (const day of days) expect(rfc822(day)).toBe(day.toUTCString().replace('GMT', '+0000'));
    expect(rfc822(new Date('2026-05-01T10:00:00Z'))).toBe('Fri, 01 May 2026 10:00:00 +0000');
  });
});
