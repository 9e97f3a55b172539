import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/user-lock';
import { bearer } from './auth-helpers';
import { loadCatalogue } from './catalogue-fixture';
import { member, type Member } from './download-fixture';
import { createTestApp, type TestApp } from './test-app';

const OPEN_LIMIT = 3;
let t: TestApp;
let movieWithout: { id: number; title: string; slug: string };
let movieWith: number;
let seriesId: number;

beforeAll(async () => {
  t = await createTestApp({ requests: { openLimit: OPEN_LIMIT } });
  await loadCatalogue(t);
  const pick = async (query: ReturnType<typeof sql>) =>
    rowsOf(await t.database.db.execute(query))[0] as never;
  movieWithout = await pick(
    sql`select id, title, slug from movies m where not exists (select 1 from releases r where r.movie_id = m.id) order by id limit 1`,
  );
  movieWith = (
    (await pick(sql`select movie_id as id from releases where movie_id is not null limit 1`)) as {
      id: number;
    }
  ).id;
  seriesId = ((await pick(sql`select id from series order by id limit 1`)) as { id: number }).id;
});
afterAll(() => t.close());

const file = (who: Member | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/requests',
    headers: who ? bearer(who.token) : {},
    payload: payload as object,
  });
const own = async (who: Member) =>
  (await t.app.inject({ url: '/api/requests', headers: bearer(who.token) })).json();

describe('title requests', () => {
  it('answers 401 to visitors and 403 to members on the admin routes', async () => {
    expect((await t.app.inject({ url: '/api/requests' })).statusCode).toBe(401);
    expect((await file(null, { kind: 'movie', title: 'Irgendwas' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/requests/1' })).statusCode).toBe(401);
    const mia = await member(t, 'mia');
    expect((await t.app.inject({ url: '/api/admin/requests', headers: bearer(mia.token) })).statusCode).toBe(
      403,
    );
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/requests/1',
      headers: bearer(mia.token),
      payload: { status: 'fulfilled' },
    });
    expect(put.statusCode).toBe(403);
  });

  it('files catalogue and free titles, refuses duplicates, films with releases and bad input', async () => {
    const ben = await member(t, 'ben');
    const catalogueMovie = await file(ben, {
      kind: 'movie',
      movieId: movieWithout.id,
      note: 'Gern in 1080p',
    });
    expect(catalogueMovie.statusCode).toBe(201);
    expect(catalogueMovie.json()).toMatchObject({
      kind: 'movie',
      movieId: movieWithout.id,
      title: movieWithout.title,
      link: `/movies/${movieWithout.slug}`,
      note: 'Gern in 1080p',
      status: 'open',
      reason: null,
    });
    expect(catalogueMovie.json()).not.toHaveProperty('username');
    expect((await file(ben, { kind: 'movie', movieId: movieWithout.id })).json()).toMatchObject({
      message: 'Sie haben diesen Titel bereits angefragt.',
    });
    const withReleases = await file(ben, { kind: 'movie', movieId: movieWith });
    expect(withReleases.statusCode).toBe(409);
    expect(withReleases.json().message).toBe('Für diesen Film gibt es bereits Releases.');
    expect((await file(ben, { kind: 'movie', movieId: 999_999 })).statusCode).toBe(404);
    expect((await file(ben, { kind: 'movie', title: ' x ' })).statusCode).toBe(400);
    expect((await file(ben, { kind: 'film', title: 'Gibt es nicht' })).statusCode).toBe(400);
    expect((await file(ben, { kind: 'movie', title: 'a'.repeat(201) })).statusCode).toBe(400);

    const free = await file(ben, { kind: 'movie', title: 'Das Boot', year: 1981 });
    expect(free.statusCode).toBe(201);
    expect(free.json()).toMatchObject({ movieId: null, link: null, title: 'Das Boot', year: 1981 });
    // The same free title, spelt with other case and umlauts, is the same request.
    const again = await file(ben, { kind: 'movie', title: 'DAS BOOT', year: 1981 });
    expect(again.statusCode).toBe(409);

    const list = await own(ben);
    expect(list).toMatchObject({ openCount: 2, openLimit: OPEN_LIMIT });
    expect(list.requests.map((r: { title: string }) => r.title)).toEqual(['Das Boot', movieWithout.title]);
  });

  it('caps open requests per member and frees a slot when one is withdrawn', async () => {
    const cleo = await member(t, 'cleo');
    for (const title of ['Eins', 'Zwei', 'Drei']) {
      expect((await file(cleo, { kind: 'series', title })).statusCode).toBe(201);
    }
    const fourth = await file(cleo, { kind: 'series', seriesId });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(
      'Sie haben bereits 3 offene Requests. Warten Sie, bis einer erfüllt ist, oder ziehen Sie einen zurück.',
    );
    const first = (await own(cleo)).requests[0];
    const dan = await member(t, 'dan');
    // Someone else's request is not found, whatever its id.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/requests/${first.id}`, headers: bearer(dan.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/requests/abc', headers: bearer(dan.token) }))
        .statusCode,
    ).toBe(400);
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/requests/${first.id}`,
      headers: bearer(cleo.token),
    });
    expect(withdrawn.json()).toEqual({ success: true });
    expect((await file(cleo, { kind: 'series', seriesId })).statusCode).toBe(201);
    expect((await own(dan)).requests).toEqual([]);
  });

  it('gives a member with 3 free slots exactly 3 of 50 simultaneous requests', async () => {
    const eda = await member(t, 'eda');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => file(eda, { kind: 'series', title: `Gleichzeitig ${i}` })),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(OPEN_LIMIT);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(50 - OPEN_LIMIT);
    for (const res of refused) expect(res.json().message).toMatch(/^Sie haben bereits 3 offene Requests\./);
    const [stored] = rowsOf<{ open: number | string }>(
      await t.database.db.execute(
        sql`select count(*) as open from title_requests where user_id = ${eda.id} and status = 'open'`,
      ),
    );
    expect(Number(stored!.open)).toBe(OPEN_LIMIT);
  });

  it('lets administrators list, reject with a reason and fulfil', async () => {
    const admin = await member(t, 'chefin', 'ADMIN');
    const eva = await member(t, 'eva');
    const filed = (await file(eva, { kind: 'movie', title: 'Metropolis', year: 1927 })).json();
    const open = await t.app.inject({ url: '/api/admin/requests?status=open', headers: bearer(admin.token) });
    expect(open.statusCode).toBe(200);
    const mine = open.json().requests.find((r: { id: number }) => r.id === filed.id);
    expect(mine).toMatchObject({ username: 'eva', status: 'open' });
    expect(
      (await t.app.inject({ url: '/api/admin/requests?status=bogus', headers: bearer(admin.token) }))
        .statusCode,
    ).toBe(400);

    const resolve = (id: number | string, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/requests/${id}`,
        headers: bearer(admin.token),
        payload,
      });
    const noReason = await resolve(filed.id, { status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Bitte geben Sie eine Begründung für die Ablehnung an.');
    const rejected = await resolve(filed.id, { status: 'rejected', reason: 'Nicht im Usenet zu finden' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Nicht im Usenet zu finden' });
    expect(rejected.json().resolvedAt).not.toBeNull();
    expect((await own(eva)).requests[0]).toMatchObject({
      status: 'rejected',
      reason: 'Nicht im Usenet zu finden',
    });
    const reopened = await resolve(filed.id, { status: 'open' });
    expect(reopened.json()).toMatchObject({ status: 'open', reason: null, resolvedAt: null });
    expect((await resolve(filed.id, { status: 'fulfilled' })).json()).toMatchObject({ status: 'fulfilled' });
    expect((await resolve(999_999, { status: 'fulfilled' })).statusCode).toBe(404);

    // The member hears of each decision; a free title has no page, so the notices lead to /requests.
    const notices = await t.app.inject({ url: '/api/notifications', headers: bearer(eva.token) });
    const byTitle = new Map(
      notices.json().notifications.map((n: { title: string }) => [n.title, n] as const),
    );
    expect(byTitle.get('Request abgelehnt: Metropolis')).toMatchObject({
      message: 'Begründung: Nicht im Usenet zu finden',
      link: '/requests',
    });
    expect(byTitle.get('Request erfüllt: Metropolis')).toMatchObject({
      message: 'Ihr Request wurde erfüllt. Suchen Sie das Release unter „Releases“ nach seinem Namen.',
      link: '/requests',
    });

    // A resolved request is the admins' record: its member can no longer withdraw (delete) it.
    const withdraw = await t.app.inject({
      method: 'DELETE',
      url: `/api/requests/${filed.id}`,
      headers: bearer(eva.token),
    });
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json().message).toBe('Nur offene Requests können zurückgezogen werden.');
    expect((await own(eva)).requests[0]).toMatchObject({ id: filed.id, status: 'fulfilled' });
  });
});
