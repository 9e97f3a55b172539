import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { movies, notifications, series } from '../src/db/schema';
import { bearer } from './auth-helpers';
import { loadCatalogue } from './catalogue-fixture';
import { member, type Member } from './download-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let alpha: { id: number; slug: string };
let kroll: { id: number; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  await loadCatalogue(t);
  const db = t.database.db;
  alpha = (
    await db
      .select({ id: movies.id, slug: movies.slug })
      .from(movies)
      .where(eq(movies.title, 'Alpha Protokoll'))
  )[0]!;
  kroll = (
    await db
      .select({ id: series.id, slug: series.slug })
      .from(series)
      .where(eq(series.title, 'Kommissar Kroll'))
  )[0]!;
}, 120_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, who?: Member) =>
  t.app.inject({ method, url: `/api${url}`, headers: who ? bearer(who.token) : {} });

const ROUTES: [Method, string][] = [
  ['GET', '/notifications'],
  ['GET', '/notifications/unread-count'],
  ['POST', '/notifications/1/read'],
  ['POST', '/notifications/mark-all-read'],
  ['DELETE', '/notifications/1'],
];

/** Stores notifications for `who`, oldest first, one second apart. */
async function give(who: Member, rows: Partial<typeof notifications.$inferInsert>[]): Promise<number[]> {
  const start = Date.now() - 60_000;
  const inserted = await t.database.db
    .insert(notifications)
    .values(
      rows.map((row, n) => ({
        userId: who.id,
        type: 'system' as const,
        title: `Hinweis ${n + 1}`,
        message: `Text ${n + 1}`,
        createdAt: new Date(start + n * 1000),
        ...row,
      })),
    )
    .returning({ id: notifications.id });
  return inserted.map((row) => row.id);
}

describe('notifications', () => {
  it('answers every route 401 without a token', async () => {
    for (const [method, url] of ROUTES) {
      const res = await call(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe('Anmeldung erforderlich.');
    }
  });

  it('answers 400 to ids that are not positive whole numbers', async () => {
    const anna = await member(t, 'anna');
    for (const [method, url] of ROUTES.filter(([, u]) => u.includes('/1'))) {
      for (const bad of ['x', '0', '-1', '1.5', '99999999999']) {
        const res = await call(method, url.replace('/1', `/${bad}`), anna);
        expect(res.statusCode, `${method} ${url} with ${bad}`).toBe(400);
      }
    }
  });

  it('lists the own notifications newest first, with links to the title pages and the unread count', async () => {
    const bert = await member(t, 'bert');
    const empty = await call('GET', '/notifications', bert);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ notifications: [], unreadCount: 0 });
    await give(bert, [
      {
        type: 'release',
        title: 'Alpha Protokoll',
        message: null,
        movieId: alpha.id,
        labels: ['Alpha.Protokoll.2021.German.1080p'],
        releaseCount: 1,
      },
      {
        type: 'release',
        title: 'Kommissar Kroll',
        message: null,
        seriesId: kroll.id,
        labels: ['S01E03', 'S01E04'],
        releaseCount: 2,
      },
      { type: 'system', title: 'Willkommen', message: 'Schön, dass Sie da sind.', read: true },
    ]);
    const res = await call('GET', '/notifications', bert);
    const body = res.json();
    expect(body.unreadCount).toBe(2);
    expect(body.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Willkommen',
      '2 neue Releases: Kommissar Kroll',
      'Neues Release: Alpha Protokoll',
    ]);
    const [system, show, film] = body.notifications;
    expect(system).toMatchObject({
      type: 'system',
      message: 'Schön, dass Sie da sind.',
      read: true,
      link: null,
    });
    expect(show).toMatchObject({
      type: 'release',
      message: 'S01E03, S01E04',
      read: false,
      seriesId: kroll.id,
      movieId: null,
      link: `/series/${kroll.slug}`,
    });
    expect(film).toMatchObject({ movieId: alpha.id, link: `/movies/${alpha.slug}` });
    expect(new Date(film.createdAt).getTime()).toBeLessThan(new Date(show.createdAt).getTime());

    // Without a title: a membership notice leads to the membership page, a request's to the requests.
    const carla = await member(t, 'carla-links');
    await give(carla, [
      { type: 'subscription', title: 'Premium freigeschaltet' },
      { type: 'system', title: 'Request erfüllt: Das Boot', subject: 'resolved-request:7' },
    ]);
    const links = (await call('GET', '/notifications', carla)).json().notifications;
    expect(links.map((n: { link: string | null }) => n.link)).toEqual(['/requests', '/subscription/premium']);
    expect((await call('GET', '/notifications/unread-count', bert)).json()).toEqual({ unreadCount: 2 });
  });

  it('marks read, marks all read and removes, each answering the new unread count', async () => {
    const carl = await member(t, 'carl');
    const [first, second, third] = await give(carl, [{}, {}, {}]);
    const read = await call('POST', `/notifications/${first}/read`, carl);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ success: true, unreadCount: 2 });
    // Again: still read, no change.
    expect((await call('POST', `/notifications/${first}/read`, carl)).json()).toEqual({
      success: true,
      unreadCount: 2,
    });
    const removed = await call('DELETE', `/notifications/${second}`, carl);
    expect(removed.json()).toEqual({ success: true, unreadCount: 1 });
    expect((await call('DELETE', `/notifications/${second}`, carl)).statusCode).toBe(404);
    expect((await call('POST', '/notifications/mark-all-read', carl)).json()).toEqual({
      success: true,
      unreadCount: 0,
    });
    const list = (await call('GET', '/notifications', carl)).json();
    expect(list.notifications.map((n: { id: number; read: boolean }) => [n.id, n.read])).toEqual([
      [third, true],
      [first, true],
    ]);
  });

  it("never shows or changes another member's notifications: their ids are 404", async () => {
    const dora = await member(t, 'dora');
    const emil = await member(t, 'emil');
    const [theirs] = await give(dora, [{ title: 'Nur für Dora' }]);
    expect((await call('GET', '/notifications', emil)).json()).toEqual({ notifications: [], unreadCount: 0 });
    for (const [method, url] of [
      ['POST', `/notifications/${theirs}/read`],
      ['DELETE', `/notifications/${theirs}`],
    ] as const) {
      const res = await call(method, url, emil);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Benachrichtigung nicht gefunden');
    }
    expect((await call('POST', '/notifications/mark-all-read', emil)).json()).toEqual({
      success: true,
      unreadCount: 0,
    });
    const doras = (await call('GET', '/notifications', dora)).json();
    expect(doras.notifications).toHaveLength(1);
    expect(doras).toMatchObject({ unreadCount: 1, notifications: [{ id: theirs, read: false }] });
  });

  it('lists at most the newest 50 while counting every unread one', async () => {
    const fritz = await member(t, 'fritz');
    const ids = await give(
      fritz,
      Array.from({ length: 55 }, () => ({})),
    );
    const body = (await call('GET', '/notifications', fritz)).json();
    expect(body.unreadCount).toBe(55);
    expect(body.notifications).toHaveLength(50);
    expect(body.notifications[0].id).toBe(ids.at(-1));
  });
});
