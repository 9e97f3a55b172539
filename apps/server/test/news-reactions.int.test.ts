import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../src/db/schema';
import { bearer, tokenFor } from './auth-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let anna: string;
let ben: string;
let current: number;
let hidden: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['anna', 'ben']) {
    await t.app.services.users.createAccount({
      username: name,
      email: `${name}@example.org`,
      password: 'Reaktion-Test-1',
    });
  }
  anna = await tokenFor(t.app, 'anna', 'Reaktion-Test-1');
  ben = await tokenFor(t.app, 'ben', 'Reaktion-Test-1');
  const rows = await t.database.db
    .insert(news)
    .values([
      { title: 'Neu', content: 'Neue Funktionen' },
      { title: 'Versteckt', content: 'alt', isActive: false },
    ])
    .returning({ id: news.id });
  current = rows[0]!.id;
  hidden = rows[1]!.id;
});
afterAll(() => t.close());

const react = (token: string, reactionType: unknown, id = current) =>
  t.app.inject({
    method: 'POST',
    url: `/api/news/${id}/reaction`,
    payload: { reactionType },
    headers: bearer(token),
  });
const unreact = (token: string, id = current) =>
  t.app.inject({ method: 'DELETE', url: `/api/news/${id}/reaction`, headers: bearer(token) });
const currentNews = (token?: string) =>
  t.app.inject({ url: '/api/news/current', headers: token ? bearer(token) : {} });

describe('news reactions (spec 000 §4)', () => {
  it('needs a sign-in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/news/${current}/reaction`,
      payload: { reactionType: 'heart' },
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/news/${current}/reaction` })).statusCode).toBe(
      401,
    );
  });

  it('counts a reaction and marks it as the user’s own, for that user only', async () => {
    const res = await react(anna, 'heart');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json().reactions.heart).toEqual({ count: 1, userReacted: true });

    expect((await currentNews(anna)).json().reactions.heart).toEqual({ count: 1, userReacted: true });
    const asBen = await currentNews(ben);
    expect(asBen.json().reactions.heart).toEqual({ count: 1, userReacted: false });
    // An answer that depends on the token is never stored by shared caches.
    expect(asBen.headers['cache-control']).not.toContain('public');
    expect((await currentNews()).json().reactions.heart).toEqual({ count: 1, userReacted: false });
  });

  it('keeps one reaction per user: the same again changes nothing, another is refused', async () => {
    const again = await react(anna, 'heart');
    expect(again.statusCode).toBe(200);
    expect(again.json().reactions.heart.count).toBe(1);

    const other = await react(anna, 'fire');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Sie haben bereits reagiert. Nehmen Sie Ihre Reaktion zuerst zurück.');
    const after = (await currentNews(anna)).json().reactions;
    expect(after.fire).toEqual({ count: 0, userReacted: false });
    expect(after.heart).toEqual({ count: 1, userReacted: true });
  });

  it('holds under concurrent clicks: one row per user', async () => {
    const answers = await Promise.all(['laugh', 'applause', 'laugh', 'thumbs_up'].map((r) => react(ben, r)));
    const ok = answers.filter((res) => res.statusCode === 200);
    expect(answers.every((res) => [200, 409].includes(res.statusCode))).toBe(true);
    const held = (await currentNews(ben)).json().reactions as Record<
      string,
      { count: number; userReacted: boolean }
    >;
    const own = Object.entries(held).filter(([, r]) => r.userReacted);
    expect(own).toHaveLength(1);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(Object.values(held).reduce((sum, r) => sum + r.count, 0)).toBe(2);
    await unreact(ben);
  });

  it('takes a reaction back, after which another may be chosen', async () => {
    const res = await unreact(anna);
    expect(res.statusCode).toBe(200);
    expect(res.json().reactions.heart).toEqual({ count: 0, userReacted: false });
    expect((await unreact(anna)).statusCode).toBe(200);
    expect((await react(anna, 'fire')).json().reactions.fire).toEqual({ count: 1, userReacted: true });
  });

  it('answers 404 for hidden or unknown news and 400 for unknown reaction types', async () => {
    expect((await react(anna, 'heart', hidden)).json().message).toBe('News nicht gefunden.');
    expect((await react(anna, 'heart', hidden)).statusCode).toBe(404);
    expect((await unreact(anna, 999_999)).statusCode).toBe(404);
    expect((await react(anna, 'thumbs_down')).statusCode).toBe(400);
    expect((await react(anna, "heart'; drop table news; --")).statusCode).toBe(400);
    const wrongId = await t.app.inject({
      method: 'POST',
      url: '/api/news/abc/reaction',
      payload: { reactionType: 'heart' },
      headers: bearer(anna),
    });
    expect(wrongId.statusCode).toBe(400);
  });
});
