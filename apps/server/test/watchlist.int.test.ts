import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { movies, series, watchlistItems } from '../src/db/schema';
import { bearer } from './auth-helpers';
import { loadCatalogue } from './catalogue-fixture';
import { member, type Member } from './download-fixture';
import { createTestApp, type TestApp } from './test-app';

const MAX = 3;
let t: TestApp;
let alpha: number;
let charlie: number;
let fjord: number;
let kroll: number;

const movieId = async (title: string) =>
  (await t.database.db.select({ id: movies.id }).from(movies).where(eq(movies.title, title)))[0]!.id;
const seriesId = async (title: string) =>
  (await t.database.db.select({ id: series.id }).from(series).where(eq(series.title, title)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp({ watchlistMaxItems: MAX });
  await loadCatalogue(t);
  alpha = await movieId('Alpha Protokoll');
  charlie = await movieId('Charlie und die Wolke');
  fjord = await movieId('Fjord');
  kroll = await seriesId('Kommissar Kroll');
}, 120_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, who?: Member, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? bearer(who.token) : {},
    ...(payload ? { payload } : {}),
  });
const add = (kind: 'movie' | 'series', id: number | string, who?: Member) =>
  call('POST', `/watchlist/${kind}/${id}`, who);
const listOf = async (who: Member) => (await call('GET', '/watchlist', who)).json();
const check = async (kind: 'movie' | 'series', id: number, who: Member) =>
  (await call('GET', `/watchlist/check/${kind}/${id}`, who)).json();

const ROUTES: [Method, string][] = [
  ['GET', '/watchlist'],
  ['GET', '/watchlist/stats'],
  ['POST', '/watchlist/movie/1'],
  ['POST', '/watchlist/series/1'],
  ['DELETE', '/watchlist/1'],
  ['DELETE', '/watchlist/movie/1'],
  ['DELETE', '/watchlist/series/1'],
  ['PUT', '/watchlist/notifications/1'],
  ['GET', '/watchlist/check/movie/1'],
  ['GET', '/watchlist/check/series/1'],
];

describe('watchlist', () => {
  it('answers every route 401 without a token, with the spec text', async () => {
    for (const [method, url] of ROUTES) {
      const res = await call(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe('Bitte loggen Sie sich ein für die Watchlist.');
    }
  });

  it('answers 400 to ids that are not positive whole numbers', async () => {
    const anna = await member(t, 'anna');
    for (const [method, url] of ROUTES.filter(([, u]) => u.endsWith('/1'))) {
      for (const bad of ['x', '0', '-1', '1.5', '99999999999']) {
        const res = await call(method, url.replace(/1$/, bad), anna);
        expect(res.statusCode, `${method} ${url} with ${bad}`).toBe(400);
      }
    }
  });

  it('adds idempotently and lists newest first with each title’s newest release and count', async () => {
    const bert = await member(t, 'bert');
    const first = await add('movie', alpha, bert);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      item: { kind: 'movie', titleId: alpha, slug: 'alpha-protokoll-2021', notify: true, releaseCount: 3 },
    });
    const again = await add('movie', alpha, bert);
    expect(again.statusCode).toBe(200);
    expect(again.json().item.id).toBe(first.json().item.id);
    expect((await add('series', kroll, bert)).statusCode).toBe(200);
    expect((await add('movie', charlie, bert)).statusCode).toBe(200);

    const list = await listOf(bert);
    expect(list.limit).toBe(MAX);
    expect(list.items.map((i: { title: string }) => i.title)).toEqual([
      'Charlie und die Wolke',
      'Kommissar Kroll',
      'Alpha Protokoll',
    ]);
    const [c, k, a] = list.items;
    expect(c).toMatchObject({ kind: 'movie', year: null, releaseCount: 0, latestRelease: null });
    expect(k).toMatchObject({
      kind: 'series',
      titleId: kroll,
      slug: 'kommissar-kroll-2020',
      year: 2020,
      posterPath: expect.stringContaining('kroll-poster'),
      // Episodes, a season pack and an episode the catalogue lacks all count for the series.
      releaseCount: 6,
      latestRelease: { name: 'Kommissar.Kroll.S03E05.German.1080p.WEB.h264-GRPA' },
    });
    expect(a).toMatchObject({
      year: 2021,
      releaseCount: 3,
      latestRelease: {
        name: 'Alpha.Protokoll.2021.German.720p.WEB.h264-GRPA',
        createdAt: '2025-06-01T12:00:00.000Z',
      },
    });

    const stats = await call('GET', '/watchlist/stats', bert);
    expect(stats.json()).toEqual({ total: 3, movies: 2, series: 1, notifying: 3 });
  });

  it('checks, switches notifications and removes by entry and by title', async () => {
    const clara = await member(t, 'clara');
    expect(await check('movie', alpha, clara)).toEqual({ inWatchlist: false, id: null, notify: null });
    const entry = (await add('movie', alpha, clara)).json().item.id as number;
    expect(await check('movie', alpha, clara)).toEqual({ inWatchlist: true, id: entry, notify: true });
    expect(await check('series', kroll, clara)).toMatchObject({ inWatchlist: false });

    const toggle = await call('PUT', `/watchlist/notifications/${entry}`, clara);
    expect(toggle.json()).toEqual({ success: true, notify: false });
    expect((await call('PUT', `/watchlist/notifications/${entry}`, clara)).json().notify).toBe(true);
    const set = () => call('PUT', `/watchlist/notifications/${entry}`, clara, { enabled: false });
    expect((await set()).json()).toEqual({ success: true, notify: false });
    expect((await set()).json()).toEqual({ success: true, notify: false });
    expect((await call('GET', '/watchlist/stats', clara)).json()).toMatchObject({ total: 1, notifying: 0 });

    const removed = await call('DELETE', `/watchlist/${entry}`, clara);
    expect(removed.json()).toEqual({ success: true });
    expect((await call('DELETE', `/watchlist/${entry}`, clara)).statusCode).toBe(404);
    expect(await check('movie', alpha, clara)).toMatchObject({ inWatchlist: false });

    await add('series', kroll, clara);
    expect((await call('DELETE', `/watchlist/series/${kroll}`, clara)).json()).toEqual({ success: true });
    const notThere = await call('DELETE', `/watchlist/series/${kroll}`, clara);
    expect(notThere.statusCode).toBe(404);
    expect(notThere.json().message).toBe('Der Titel steht nicht auf Ihrer Watchlist.');
    expect((await listOf(clara)).items).toEqual([]);
  });

  it('answers 404 with German text for titles that do not exist', async () => {
    const dirk = await member(t, 'dirk');
    const movie = await add('movie', 999_999, dirk);
    expect(movie.statusCode).toBe(404);
    expect(movie.json().message).toBe('Film nicht gefunden');
    const show = await add('series', 999_999, dirk);
    expect(show.json().message).toBe('Serie nicht gefunden');
    expect((await call('GET', '/watchlist/check/movie/999999', dirk)).statusCode).toBe(404);
    // A movie id is no series id.
    expect((await call('DELETE', `/watchlist/series/${alpha}`, dirk)).statusCode).toBe(404);
  });

  it("never lists, removes or switches another member's entry", async () => {
    const erik = await member(t, 'erik');
    const frieda = await member(t, 'frieda');
    const entry = (await add('movie', alpha, erik)).json().item.id as number;
    expect((await listOf(frieda)).items).toEqual([]);
    for (const res of [
      await call('DELETE', `/watchlist/${entry}`, frieda),
      await call('PUT', `/watchlist/notifications/${entry}`, frieda),
      await call('PUT', `/watchlist/notifications/${entry}`, frieda, { enabled: false }),
    ]) {
      expect(res.statusCode).toBe(404);
      // The same text as for an id that does not exist at all.
      expect(res.json().message).toBe('Dieser Eintrag steht nicht auf Ihrer Watchlist.');
    }
    expect((await call('DELETE', '/watchlist/2000000000', frieda)).json().message).toBe(
      'Dieser Eintrag steht nicht auf Ihrer Watchlist.',
    );
    expect((await call('DELETE', `/watchlist/movie/${alpha}`, frieda)).statusCode).toBe(404);
    expect(await check('movie', alpha, frieda)).toMatchObject({ inWatchlist: false, id: null });
    expect((await listOf(erik)).items).toMatchObject([{ id: entry, notify: true }]);
  });

  it('caps the watchlist with a 409 and stays within the cap when adds arrive at once', async () => {
    const gerd = await member(t, 'gerd');
    for (const id of [alpha, charlie, fjord]) expect((await add('movie', id, gerd)).statusCode).toBe(200);
    const full = await add('series', kroll, gerd);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('Ihre Watchlist ist voll: Sie fasst höchstens 3 Titel.');
    // One that is in already still succeeds.
    expect((await add('movie', alpha, gerd)).statusCode).toBe(200);

    const hanna = await member(t, 'hanna');
    const ids = await t.database.db.select({ id: movies.id }).from(movies);
    const answers = await Promise.all(ids.map(({ id }) => add('movie', id, hanna)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(MAX);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(ids.length - MAX);
    expect((await listOf(hanna)).items).toHaveLength(MAX);
  });

  it('drops the entry when its movie is deleted', async () => {
    const ida = await member(t, 'ida');
    await t.app.services.catalogue.importFile({
      version: 1,
      movies: [{ title: 'Kurzlebig', year: 2001, genres: [] }],
      series: [],
    });
    const doomed = await movieId('Kurzlebig');
    await add('movie', doomed, ida);
    await add('series', kroll, ida);
    await t.database.db.delete(movies).where(eq(movies.id, doomed));
    expect((await listOf(ida)).items.map((i: { title: string }) => i.title)).toEqual(['Kommissar Kroll']);
    const rows = await t.database.db.select().from(watchlistItems).where(eq(watchlistItems.userId, ida.id));
    expect(rows).toHaveLength(1);
  });
});
