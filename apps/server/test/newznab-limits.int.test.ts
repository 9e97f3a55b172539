import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { apiUsage, grabs, users } from '../src/db/schema';
import { rowsOf } from '../src/db/user-lock';
import { sha256 } from '../src/modules/auth/auth.service';
import { KeyHolderRepository } from '../src/modules/newznab/api/key-holder.repository';
import { bearer, tokenFor } from './auth-helpers';
import { errorOf, importNamed, keyHolder, parseXml, releasePool, type Imported } from './newznab-fixture';
import { createTestApp, type TestApp } from './test-app';

const REQUESTS = 4;
const GRABS = 2;

let t: TestApp;
let fresh: (n: number) => Imported[];

beforeAll(async () => {
  t = await createTestApp({
    newznab: { enabled: true, dailyRequestLimits: { PREMIUM: REQUESTS, VIP: null, ADMIN: null } },
    downloads: { dailyLimits: { USER: 1, PREMIUM: GRABS, VIP: null, ADMIN: null }, cartMaxItems: 10 },
  });
  fresh = await releasePool(t, 12);
}, 60_000);
afterAll(() => t.close());

const api = (query: string, app = t.app) => app.inject({ url: `/api?${query}` });

describe('daily request limit', () => {
  it('counts requests, reports them in apilimits and refuses the one too many with 429, code 500 and Retry-After', async () => {
    const who = await keyHolder(t, 'limited', 'PREMIUM');
    for (let n = 1; n <= REQUESTS; n++) {
      const res = await api(`t=search&q=Grenzfall&apikey=${who.key}`);
      expect(res.statusCode).toBe(200);
      const limits = parseXml(res.body).rss.channel['newznab:apilimits'];
      expect(limits).toMatchObject({
        apiCurrent: String(n),
        apiMax: String(REQUESTS),
        grabCurrent: '0',
        grabMax: String(GRABS),
      });
      expect(new Date(limits.apiOldestTime).getTime()).not.toBeNaN();
    }
    const refused = await api(`t=search&q=Grenzfall&apikey=${who.key}`);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused.body)).toMatchObject({ code: '500', description: 'Request limit reached' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    // Refusals are not counted: the limit frees up when the counted requests age out, not later.
    expect(
      Number((await api(`t=search&q=Grenzfall&apikey=${who.key}`)).headers['retry-after']),
    ).toBeLessThanOrEqual(retryAfter);
  });

  it('holds across two server processes sharing the database', async () => {
    const who = await keyHolder(t, 'two-servers', 'PREMIUM');
    const second = await buildApp(
      testConfig({
        webDist: '/nonexistent',
        dataDir: t.dataDir,
        newznab: {
          enabled: true,
          dailyRequestLimits: { PREMIUM: REQUESTS, VIP: null, ADMIN: null },
        },
      }),
      { database: t.database, blobs: t.blobs, closeDatabase: false },
    );
    try {
      const answers = await Promise.all(
        Array.from({ length: REQUESTS + 2 }, (_, n) =>
          api(`t=search&q=Grenzfall&apikey=${who.key}`, n % 2 ? second : t.app),
        ),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([...Array(REQUESTS).fill(200), 429, 429]);
    } finally {
      await second.close();
    }
  });

  it('counts a burst of one member’s calls (one statement per turn) as if they came one by one', async () => {
    const who = await keyHolder(t, 'burst', 'PREMIUM');
    const answers = await Promise.all(
      Array.from({ length: REQUESTS + 3 }, () => api(`t=search&q=Grenzfall&apikey=${who.key}`)),
    );
    const admitted = answers.filter((a) => a.statusCode === 200);
    expect(admitted).toHaveLength(REQUESTS);
    // Each admitted call has its own place in the count: 1, 2, … REQUESTS.
    expect(
      admitted
        .map((a) => Number(parseXml(a.body).rss.channel['newznab:apilimits'].apiCurrent))
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: REQUESTS }, (_, n) => n + 1));
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(3);
    // The refused calls were taken back: the counter holds the admitted ones only.
    const rows = await t.database.db.select().from(apiUsage).where(eq(apiUsage.userId, who.id));
    expect(rows.reduce((n, row) => n + row.requests, 0)).toBe(REQUESTS);
  });

  it('answers each call of a mixed turn for its own key: counted, unlimited, suspended, unknown', async () => {
    const counted = await keyHolder(t, 'mixed-counted', 'PREMIUM');
    const vip = await keyHolder(t, 'mixed-vip', 'VIP');
    const suspended = await keyHolder(t, 'mixed-suspended', 'PREMIUM');
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    const { access, limits } = t.app.services.newznab;
    // The repository's batch load (private): how many statements the turn's calls took.
    const holders = (access as unknown as { keyHolders: { countBatch: () => Promise<unknown[]> } })
      .keyHolders;
    const statements = vi.spyOn(holders, 'countBatch');
    const counting = await limits.counting();
    const call = (key: string) =>
      access
        .authenticateCounting({ key }, counting, (id) => limits.takeBack(id, counting.hour))
        .then(
          (found) => ({ id: found.user.id, count: found.counted?.count ?? null }),
          (error: { code?: number }) => ({ code: error.code }),
        );
    const answers = await Promise.all([
      call(counted.key),
      call(vip.key),
      call(suspended.key),
      call('0'.repeat(64)),
      call(counted.key),
    ]);
    expect(answers).toEqual([
      { id: counted.id, count: 1 },
      { id: vip.id, count: 1 },
      { code: 101 },
      { code: 100 },
      { id: counted.id, count: 2 },
    ]);
    // The four keys that reached the database shared one statement.
    expect(statements).toHaveBeenCalledTimes(1);
    statements.mockRestore();
    const usage = await t.database.db.select().from(apiUsage);
    expect(usage.filter((row) => row.userId === counted.id).map((row) => row.requests)).toEqual([2]);
    expect(usage.filter((row) => row.userId === vip.id).map((row) => row.requests)).toEqual([1]);
    expect(usage.filter((row) => row.userId === suspended.id)).toEqual([]);
  });

  it('counts no refused call (wrong i=, suspended, membership ended)', async () => {
    const who = await keyHolder(t, 'refusals', 'PREMIUM');
    const current = async () =>
      parseXml((await api(`t=search&q=Grenzfall&apikey=${who.key}`)).body).rss.channel['newznab:apilimits']
        .apiCurrent;
    const set = (values: Partial<typeof users.$inferInsert>) =>
      t.database.db.update(users).set(values).where(eq(users.id, who.id));
    expect(errorOf((await t.app.inject({ url: `/rss?r=${who.key}&i=${who.id + 1}` })).body).code).toBe('100');
    await set({ suspendedAt: new Date() });
    expect(errorOf((await api(`t=search&q=Grenzfall&apikey=${who.key}`)).body).code).toBe('101');
    await set({ suspendedAt: null, membershipExpiresAt: new Date(Date.now() - 1000) });
    expect(errorOf((await api(`t=search&q=Grenzfall&apikey=${who.key}`)).body).code).toBe('102');
    await set({ membershipExpiresAt: null });
    expect(await current()).toBe('1');
    expect(await current()).toBe('2');
  });

  it('counts a member’s call in the statement that looks up the key (one round trip)', async () => {
    const { access, limits } = t.app.services.newznab;
    for (const [name, expiry] of [
      ['one-trip', null],
      ['one-trip-paid', new Date(Date.now() + 86_400_000)],
    ] as const) {
      const who = await keyHolder(t, name, 'PREMIUM');
      await t.database.db.update(users).set({ membershipExpiresAt: expiry }).where(eq(users.id, who.id));
      const counting = await limits.counting();
      const found = await access.authenticateCounting({ key: who.key }, counting, () => Promise.resolve());
      expect(found.counted, name).toMatchObject({ count: 1 });
    }
  });

  it('keeps one plan for the key lookup and count after its first calls instead of planning each call', async () => {
    const who = await keyHolder(t, 'one-plan', 'VIP');
    const counting = await t.app.services.newznab.limits.counting();
    // Prepared statements belong to one connection: on PostgreSQL the calls and the look share a transaction's.
    const plansAfterCalls = async (db: Database) => {
      const repository = new KeyHolderRepository(db);
      for (let n = 1; n <= 8; n++)
        expect(await repository.findCounting(sha256(who.key), counting)).toMatchObject({
          counted: { count: n },
        });
      return rowsOf<{ generic_plans: number | string; custom_plans: number | string }>(
        await db.execute(sql`select generic_plans, custom_plans from pg_prepared_statements
          where statement like '%with holder as materialized%'`),
      );
    };
    const plans =
      t.database.kind === 'postgres'
        ? await t.database.db.transaction((tx) => plansAfterCalls(tx as unknown as Database))
        : await plansAfterCalls(t.database.db);
    expect(plans).toHaveLength(1);
    // PostgreSQL plans the first five calls for their values, then keeps the generic plan when it costs no more.
    expect(Number(plans[0]!.generic_plans)).toBeGreaterThanOrEqual(3);
  });

  it('counts the calls of a role without a limit and never refuses them', async () => {
    const limitsOf = async (query: string) =>
      parseXml((await api(query)).body).rss.channel['newznab:apilimits'] as Record<string, string>;
    const admin = await keyHolder(t, 'admin-key', 'ADMIN');
    for (let n = 0; n < REQUESTS + 2; n++)
      expect((await api(`t=search&q=Grenzfall&apikey=${admin.key}`)).statusCode).toBe(200);
    // Real use, no maximum: what NZBHydra2 shows, and what the admin overview and user list add up.
    const limits = await limitsOf(`t=search&q=Grenzfall&apikey=${admin.key}`);
    expect(limits.apiCurrent).toBe(String(REQUESTS + 3));
    expect(limits.apiMax).toBeUndefined();
    const vip = await keyHolder(t, 'unlimited-vip', 'VIP');
    expect((await limitsOf(`t=search&q=Grenzfall&apikey=${vip.key}`)).apiCurrent).toBe('1');
    const rows = await t.database.db.select().from(apiUsage).where(eq(apiUsage.userId, vip.id));
    expect(rows.map((row) => row.requests)).toEqual([1]);
  });
});

describe('grab limit on t=get: the downloads rule', () => {
  it('counts grabs against the member’s download limit and answers 501 with Retry-After when used up', async () => {
    const who = await keyHolder(t, 'grabber', 'PREMIUM');
    const [a, b, c] = fresh(3);
    expect((await api(`t=get&id=${a!.guid}&apikey=${who.key}`)).statusCode).toBe(200);
    expect((await api(`t=get&id=${b!.guid}&apikey=${who.key}`)).statusCode).toBe(200);
    // A re-download within 7 days is free, as on the web.
    expect((await api(`t=get&id=${a!.guid}&apikey=${who.key}`)).statusCode).toBe(200);
    const refused = await api(`t=get&id=${c!.guid}&apikey=${who.key}`);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused.body)).toMatchObject({ code: '501', description: 'Download limit reached' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets exactly one of two simultaneous gets take the last slot', async () => {
    const who = await keyHolder(t, 'racer', 'PREMIUM');
    const [first, x, y] = fresh(3);
    expect((await api(`t=get&id=${first!.guid}&apikey=${who.key}`)).statusCode).toBe(200);
    const [one, two] = await Promise.all([
      api(`t=get&id=${x!.guid}&apikey=${who.key}`),
      api(`t=get&id=${y!.guid}&apikey=${who.key}`),
    ]);
    expect([one!.statusCode, two!.statusCode].sort()).toEqual([200, 429]);
    const counted = await t.database.db.select().from(grabs).where(eq(grabs.userId, who.id));
    expect(counted.filter((g) => g.counted)).toHaveLength(GRABS);
  });
});

describe('cached answers never carry another member’s key', () => {
  it('serves the same cached page to two members, each with their own links', async () => {
    const cached = await createTestApp({ apiCacheMs: 60_000 });
    try {
      await importNamed(cached, 'Geteilt.2020.German.1080p.WEB.x264-GRP');
      const a = await keyHolder(cached, 'member-a', 'PREMIUM');
      const b = await keyHolder(cached, 'member-b', 'PREMIUM');
      for (const path of ['/api?t=search&q=Geteilt&extended=1', '/rss?dl=1']) {
        const first = await cached.app.inject({ url: `${path}&apikey=${a.key}` });
        const second = await cached.app.inject({ url: `${path}&apikey=${b.key}` });
        expect(first.body).toContain(a.key);
        expect(first.body).not.toContain(b.key);
        expect(second.body).toContain(b.key);
        expect(second.body).not.toContain(a.key);
        expect(second.headers['cache-control']).toBe('private, no-store');
      }
    } finally {
      await cached.close();
    }
  });
});

describe('admin: external ids', () => {
  it('lets an admin set a series’ TVmaze id, which tvsearch then finds; others get 403', async () => {
    await t.app.services.catalogue.importFile({
      version: 1,
      movies: [],
      series: [{ title: 'Grenzfall', tmdbId: 9001, seasons: [] }],
    });
    const admin = await t.app.services.users.createAccount({
      username: 'ids-admin',
      email: 'ids@example.org',
      password: 'Newznab-Test-1',
      role: 'ADMIN',
    });
    const token = await tokenFor(t.app, 'ids-admin', 'Newznab-Test-1');
    // A member with API access, not an admin.
    await keyHolder(t, 'ids-member', 'VIP');
    const userToken = await tokenFor(t.app, 'ids-member', 'Newznab-Test-1');
    const [row] = (
      (await t.database.db.execute(`select id from series where tmdb_id = 9001`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const url = `/api/admin/series/${row!.id}/external-ids`;
    expect(
      (await t.app.inject({ method: 'PUT', url, payload: { tvmazeId: 4242 }, headers: bearer(userToken) }))
        .statusCode,
    ).toBe(403);
    const res = await t.app.inject({
      method: 'PUT',
      url,
      payload: { tvmazeId: 4242, imdbId: 'tt1234567' },
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tvmazeId: 4242, imdbId: 'tt1234567', tmdbId: 9001 });
    expect(
      (await t.app.inject({ method: 'PUT', url, payload: { imdbId: '1234' }, headers: bearer(token) }))
        .statusCode,
    ).toBe(400);
    expect(admin.id).toBeGreaterThan(0);
  });
});
