import { describe, expect, it } from 'vitest';
import { ReleaseStore, type StoredRelease } from './release-store';

const release = (id: number, over: Partial<StoredRelease> = {}): StoredRelease => ({
  id,
  guid: `0000000${id}-aaaa-4bbb-8ccc-dddddddddddd`,
  name: `Film.${id}.German.DL.1080p.BluRay.x264-GRP`,
  size: 12_345_678_901 + id,
  fileCount: 42,
  category: 2040,
  postedAt: new Date(Date.UTC(2026, 10, 1, 12, 0, 0, id)),
  createdAt: new Date(Date.UTC(2026, 10, 2, 8, 30, 0, id)),
  usenetGroups: ['alt.binaries.movies', 'alt.binaries.hdtv'],
  poster: 'poster@example.org',
  password: null,
  hasNfo: true,
  grabs: 3,
  season: null,
  episode: null,
  airDate: null,
  resolution: '1080p',
  source: 'BluRay',
  videoCodec: 'x264',
  audioFormats: ['DTS'],
  audioLanguages: ['de', 'en'],
  subtitles: [],
  dualLanguage: true,
  multiLanguage: false,
  movieId: 7,
  seriesId: null,
  ...over,
});
const asRow = (r: StoredRelease) => ({
  ...r,
  movie: null,
  series: null,
  genres: null,
  originalLanguage: null,
});

describe('ReleaseStore', () => {
  it('gives back every field as it was put, nulls and empty lists included', () => {
    const store = new ReleaseStore();
    const film = release(1);
    const episode = release(2, {
      name: 'Serie.S02E05.Müde.Straße.German.720p.HDTV.x264-TVG',
      category: 5040,
      postedAt: null,
      usenetGroups: [],
      poster: null,
      password: 'geheim',
      hasNfo: false,
      season: 2,
      episode: 5,
      airDate: '2024-05-17',
      audioFormats: [],
      audioLanguages: [],
      subtitles: ['de'],
      dualLanguage: false,
      multiLanguage: true,
      movieId: null,
      seriesId: 9,
    });
    store.put(film);
    store.put(episode);
    expect(store.row(1)).toEqual(asRow(film));
    expect(store.row(2)).toEqual(asRow(episode));
    expect(store.row(3)).toBeNull();
    expect(store.count).toBe(2);
  });

  it('replaces a release put again, forgets a removed one and reuses its room', () => {
    const store = new ReleaseStore();
    for (let id = 1; id <= 3; id++) store.put(release(id));
    store.put(release(2, { name: 'Umbenannt.2001.German.1080p.WEB.x264-NEU', grabs: 0 }));
    store.remove(1);
    store.remove(99);
    expect(store.row(1)).toBeNull();
    expect(store.row(2)?.name).toBe('Umbenannt.2001.German.1080p.WEB.x264-NEU');
    expect(store.count).toBe(2);
    store.put(release(4));
    expect(store.row(4)).toEqual(asRow(release(4)));
    expect(store.row(3)).toEqual(asRow(release(3)));
  });

  it('sets download counts of held releases only', () => {
    const store = new ReleaseStore();
    store.put(release(5));
    store.setGrabs(5, 17);
    store.setGrabs(6, 1);
    expect(store.row(5)?.grabs).toBe(17);
    expect(store.has(6)).toBe(false);
  });

  it('keeps every release right while growing and after writing its texts anew', () => {
    const store = new ReleaseStore();
    store.reserve(10);
    for (let id = 1; id <= 3000; id++) store.put(release(id));
    // ~24 MB of renames leave most of the text buffer behind: it is written anew (else it held them all).
    const long = 'x'.repeat(6000);
    for (let round = 0; round < 4; round++)
      for (let id = 1; id <= 1000; id++) store.put(release(id, { name: `${long}.${round}.${id}` }));
    for (let id = 1001; id <= 3000; id += 2) store.remove(id);
    expect(store.count).toBe(2000);
    expect(store.row(1)?.name).toBe(`${long}.3.1`);
    expect(store.row(1000)).toEqual(asRow(release(1000, { name: `${long}.3.1000` })));
    expect(store.row(1002)).toEqual(asRow(release(1002)));
    expect(store.row(1001)).toBeNull();
    expect(store.bytes).toBeLessThan(16 << 20);
  });

  it('holds far-apart ids in little room, and gives it back when they go', () => {
    const store = new ReleaseStore();
    const ids = [1, 2, 70_000, 50_000_000, 2_000_000_000];
    for (const id of ids) store.put(release(id));
    for (const id of ids) expect(store.row(id)?.id).toBe(id);
    expect(store.row(50_000_001)).toBeNull();
    // Four pages of 65,536 ids (256 KB each), not an array as long as the highest id.
    const held = store.bytes;
    expect(held).toBeLessThan(4 * 256 * 1024 + (2 << 20));
    store.remove(50_000_000);
    store.remove(2_000_000_000);
    expect(store.bytes).toBe(held - 2 * 256 * 1024);
    expect(store.row(50_000_000)).toBeNull();
    expect(store.row(70_000)?.id).toBe(70_000);
  });
});
