import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MembershipGrantResult, Subscription } from '@nzbkino/shared';
import { memberships, users } from '../src/db/schema';
import { sha256 } from '../src/modules/auth/auth.service';
import { MembershipNoticeService } from '../src/modules/memberships/membership-notices.service';
import { MembershipsRepository } from '../src/modules/memberships/memberships.repository';
import type { NewNotification } from '../src/modules/notifications/notifier';
import { grantMembershipCommand } from '../src/modules/control/commands';
import { bearer, tokenFor } from './auth-helpers';
import { errorOf } from './newznab-fixture';
import { createTestApp, type TestApp } from './test-app';

const PASSWORD = 'Mitglied-Test-1';
const DAY = 86_400_000;
const USER_LIMIT = 3;

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({
    downloads: { dailyLimits: { USER: USER_LIMIT, PREMIUM: null, VIP: null, ADMIN: null }, cartMaxItems: 10 },
    newznab: { enabled: true, dailyRequestLimits: { PREMIUM: 2500, VIP: null, ADMIN: null } },
  });
  await t.app.services.users.createAccount({
    username: 'chefin',
    email: 'chefin@example.org',
    password: PASSWORD,
    role: 'ADMIN',
  });
  adminToken = await tokenFor(t.app, 'chefin', PASSWORD);
});
afterAll(() => t.close());

let members = 0;
/** A fresh Basic member with a token and an API key. */
async function member(prefix = 'mitglied') {
  const username = `${prefix}${++members}`;
  const row = await t.app.services.users.createAccount({
    username,
    email: `${username}@example.org`,
    password: PASSWORD,
  });
  const apiKey = sha256(`key-${username}`);
  await t.database.db
    .update(users)
    .set({ apiKeyHash: sha256(apiKey) })
    .where(eq(users.id, row.id));
  return { id: row.id, username, apiKey, token: await tokenFor(t.app, username, PASSWORD) };
}

function grant(userId: number, body: Record<string, unknown>, token = adminToken) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${userId}/membership`,
    headers: bearer(token),
    payload: body,
  });
}

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const subscription = async (token: string) =>
  (await get('/api/subscriptions/current', token)).json() as Subscription;
const near = (iso: string | null, expected: number) =>
  expect(Math.abs(new Date(iso ?? 0).getTime() - expected)).toBeLessThan(60_000);

/** Moves a member's whole membership into the past, as if its time had run out. */
async function lapse(userId: number) {
  const past = new Date(Date.now() - 1000);
  await t.database.db
    .update(memberships)
    .set({ startsAt: new Date(past.getTime() - DAY), endsAt: past })
    .where(eq(memberships.userId, userId));
  await t.database.db.update(users).set({ membershipExpiresAt: past }).where(eq(users.id, userId));
}

describe('plans', () => {
  it('lists Basic, Premium and VIP publicly, with the limits the server enforces', async () => {
    const res = await get('/api/plans/public');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const body = res.json();
    expect(body).toMatchObject({ trialDays: 7, purchaseMode: 'contact' });
    expect(
      body.plans.map((p: { id: string; priceCents: number; durationMonths: number | null }) => [
        p.id,
        p.priceCents,
        p.durationMonths,
      ]),
    ).toEqual([
      ['basic', 0, null],
      ['premium', 1999, 1],
      ['vip', 3999, 3],
    ]);
    expect(body.plans.map((p: { limits: unknown }) => p.limits)).toEqual([
      { downloadsPerDay: USER_LIMIT, apiRequestsPerDay: 0 },
      { downloadsPerDay: null, apiRequestsPerDay: 2500 },
      { downloadsPerDay: null, apiRequestsPerDay: null },
    ]);
    expect(body.plans[1].features).toContain('Full HD (1080p)');
  });
});

describe('guards', () => {
  it('answers 401 to visitors and 403 to members on the admin grant', async () => {
    for (const url of ['/api/subscriptions/current', '/api/subscriptions/history']) {
      expect((await get(url)).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/subscriptions/trial' })).statusCode).toBe(401);
    const m = await member();
    expect((await grant(m.id, { plan: 'premium' }, '')).statusCode).toBe(401);
    const refused = await grant(m.id, { plan: 'premium' }, m.token);
    expect(refused.statusCode).toBe(403);
    expect((await get(`/api/admin/users/${m.id}/memberships`, m.token)).statusCode).toBe(403);
    await grant(m.id, { plan: 'vip', days: 5 });
    expect((await grant(m.id, { plan: 'premium' }, m.token)).statusCode).toBe(403);
  });
});

describe('granting and extending', () => {
  it('grants Premium for 30 days: the role, the limits and the API follow at once', async () => {
    const m = await member();
    expect((await get('/api/cart/limits', m.token)).json()).toMatchObject({
      role: 'USER',
      limit: USER_LIMIT,
    });
    expect(errorOf((await get(`/api?t=search&q=x&apikey=${m.apiKey}`)).body)).toMatchObject({ code: '102' });

    const res = await grant(m.id, { plan: 'premium', days: 30, note: 'Spende' });
    expect(res.statusCode).toBe(201);
    const result = res.json() as MembershipGrantResult;
    expect(result.user).toMatchObject({ id: m.id, role: 'PREMIUM' });
    expect(result.membership).toMatchObject({
      plan: 'premium',
      source: 'admin',
      grantedBy: 'chefin',
      status: 'active',
    });
    near(result.membership.endsAt, Date.now() + 30 * DAY);

    const profile = (await get('/api/users/profile', m.token)).json();
    expect(profile).toMatchObject({ role: 'PREMIUM', membershipExpiresAt: result.membership.endsAt });
    expect((await get('/api/cart/limits', m.token)).json()).toMatchObject({ role: 'PREMIUM', limit: null });
    expect((await get(`/api?t=search&q=x&apikey=${m.apiKey}`)).statusCode).toBe(200);
    const current = await subscription(m.token);
    expect(current).toMatchObject({ plan: 'premium', role: 'PREMIUM', endsAt: result.membership.endsAt });
    expect(current.current?.id).toBe(result.membership.id);
    const audit = (await get(`/api/admin/audit?entityType=user&entityId=${m.id}`, adminToken)).json();
    expect(audit.entries[0]).toMatchObject({
      action: 'membership.grant',
      actorName: 'chefin',
      after: { plan: 'premium', role: 'PREMIUM', note: 'Spende', endsAt: result.membership.endsAt },
    });
  });

  it('extends the same plan from its end; an end date sets it; one period without either', async () => {
    const m = await member();
    const first = (await grant(m.id, { plan: 'premium', days: 10 })).json() as MembershipGrantResult;
    const second = (await grant(m.id, { plan: 'premium', days: 5 })).json() as MembershipGrantResult;
    expect(second.membership.startsAt).toBe(first.membership.endsAt);
    expect(second.membership.status).toBe('upcoming');
    near(second.user.membershipExpiresAt, Date.now() + 15 * DAY);

    const until = new Date(Date.now() + 40 * DAY).toISOString();
    const third = (await grant(m.id, { plan: 'premium', endsAt: until })).json() as MembershipGrantResult;
    expect(third.membership.startsAt).toBe(second.membership.endsAt);
    expect(third.user.membershipExpiresAt).toBe(until);

    const history = (await get('/api/subscriptions/history', m.token)).json();
    expect(history.totalItems).toBe(3);
    expect(history.data.map((r: { status: string }) => r.status)).toEqual(['upcoming', 'upcoming', 'active']);
    expect((await get(`/api/admin/users/${m.id}/memberships`, adminToken)).json().totalItems).toBe(3);

    const plain = await member();
    const vip = (await grant(plain.id, { plan: 'vip' })).json() as MembershipGrantResult;
    const months = (new Date(vip.membership.endsAt).getTime() - Date.now()) / DAY;
    expect(months).toBeGreaterThanOrEqual(89);
    expect(months).toBeLessThanOrEqual(93);
  });

  it('replaces a running plan with another at once, ending the old one now', async () => {
    const m = await member();
    await grant(m.id, { plan: 'premium', days: 20 });
    const vip = (await grant(m.id, { plan: 'vip', days: 7 })).json() as MembershipGrantResult;
    near(vip.membership.startsAt, Date.now());
    expect(vip.user.role).toBe('VIP');
    const history = (await get('/api/subscriptions/history', m.token)).json();
    expect(history.data.map((r: { plan: string; status: string }) => `${r.plan} ${r.status}`)).toEqual([
      'vip active',
      'premium ended',
    ]);
  });

  it('refuses bad grants with clear messages', async () => {
    const m = await member();
    const both = await grant(m.id, {
      plan: 'premium',
      days: 3,
      endsAt: new Date(Date.now() + DAY).toISOString(),
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain('entweder days oder endsAt');
    expect((await grant(m.id, { plan: 'gold' })).statusCode).toBe(400);
    expect((await grant(m.id, { plan: 'premium', days: 0 })).statusCode).toBe(400);
    const past = await grant(m.id, { plan: 'premium', endsAt: new Date(Date.now() - DAY).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Das Enddatum muss in der Zukunft liegen.');
    const admin = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'chefin'));
    const toAdmin = await grant(admin[0]!.id, { plan: 'vip' });
    expect(toAdmin.statusCode).toBe(409);
    expect((await grant(999_999, { plan: 'vip' })).statusCode).toBe(404);
  });
});

describe('lapse', () => {
  it('reads an ended membership as Basic at once: profile, limits, API, subscription', async () => {
    const m = await member();
    await grant(m.id, { plan: 'vip', days: 30 });
    expect((await get(`/api?t=search&q=x&apikey=${m.apiKey}`)).statusCode).toBe(200);
    await lapse(m.id);

    expect((await get('/api/users/profile', m.token)).json()).toMatchObject({
      role: 'USER',
      membershipExpiresAt: null,
    });
    expect((await get('/api/cart/limits', m.token)).json()).toMatchObject({
      role: 'USER',
      limit: USER_LIMIT,
    });
    expect(errorOf((await get(`/api?t=search&q=x&apikey=${m.apiKey}`)).body)).toMatchObject({ code: '102' });
    const current = await subscription(m.token);
    expect(current).toMatchObject({ plan: 'basic', role: 'USER', endsAt: null, current: null });
    expect(current.trial.available).toBe(false);
    const history = (await get('/api/subscriptions/history', m.token)).json();
    expect(history.data.map((r: { status: string }) => r.status)).toEqual(['ended']);

    // A new grant after the lapse starts now, not at the old end.
    const again = (await grant(m.id, { plan: 'vip', days: 2 })).json() as MembershipGrantResult;
    near(again.membership.startsAt, Date.now());
  });
});

describe('trial', () => {
  it('gives a new account 7 days of Premium once', async () => {
    const m = await member();
    expect((await subscription(m.token)).trial).toEqual({ available: true, days: 7 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/trial',
      headers: bearer(m.token),
    });
    expect(res.statusCode).toBe(201);
    const started = res.json() as Subscription;
    expect(started).toMatchObject({ plan: 'premium', role: 'PREMIUM', trial: { available: false, days: 7 } });
    expect(started.current).toMatchObject({ source: 'trial', grantedBy: null });
    near(started.endsAt, Date.now() + 7 * DAY);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/trial',
      headers: bearer(m.token),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Der kostenlose Testzeitraum kann pro Konto nur einmal genutzt werden.',
    );
    await lapse(m.id);
    const afterLapse = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/trial',
      headers: bearer(m.token),
    });
    expect(afterLapse.statusCode).toBe(409);
  });

  it('is not for accounts that held a membership, nor for administrators', async () => {
    const m = await member();
    await grant(m.id, { plan: 'premium', days: 1 });
    await lapse(m.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/trial',
      headers: bearer(m.token),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Der Testzeitraum ist für Konten ohne bisherige Mitgliedschaft gedacht.');
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/trial',
      headers: bearer(adminToken),
    });
    expect(admin.statusCode).toBe(409);
    expect((await subscription(adminToken)).plan).toBeNull();
  });
});

describe('notices before and at the end', () => {
  it('tells each member once: a few days before the end, and when it ended; never for a replaced or extended one', async () => {
    const sent: NewNotification[] = [];
    let now = new Date();
    const notices = new MembershipNoticeService(
      new MembershipsRepository(t.database.db),
      { notify: async (items) => void sent.push(...items) },
      { reminderDays: 3 },
      () => now,
    );
    await notices.run();
    sent.length = 0;

    const ending = await member('endet');
    await grant(ending.id, { plan: 'premium', days: 2 });
    const extended = await member('verlaengert');
    await grant(extended.id, { plan: 'premium', days: 2 });
    await grant(extended.id, { plan: 'premium', days: 30 });
    const replaced = await member('ersetzt');
    await grant(replaced.id, { plan: 'premium', days: 2 });
    await grant(replaced.id, { plan: 'vip', days: 30 });

    // Other tests' members share the database: look at what this test's members were told.
    const mine = [ending.id, extended.id, replaced.id];
    const told = () => sent.filter((n) => mine.includes(n.userId)).map((n) => `${n.userId} ${n.title}`);
    const soon = 'Ihre Premium-Mitgliedschaft endet bald';
    const ended = (plan: string) => `Ihre ${plan}-Mitgliedschaft ist abgelaufen`;

    await notices.run();
    expect(told()).toEqual([`${ending.id} ${soon}`]);
    expect(sent[0]).toMatchObject({ type: 'subscription' });
    expect(await notices.run()).toEqual({ reminded: 0, ended: 0 });

    now = new Date(Date.now() + 2 * DAY + 60_000);
    await notices.run();
    expect(told()).toEqual([`${ending.id} ${soon}`, `${ending.id} ${ended('Premium')}`]);
    expect(await notices.run()).toEqual({ reminded: 0, ended: 0 });

    // The extension's and the replacement's own ends are announced in their time, once each.
    now = new Date(Date.now() + 40 * DAY);
    await notices.run();
    expect(await notices.run()).toEqual({ reminded: 0, ended: 0 });
    expect(told().slice(2).sort()).toEqual(
      [`${extended.id} ${ended('Premium')}`, `${replaced.id} ${ended('VIP')}`].sort(),
    );
  });
});

describe('the CLI command', () => {
  it('grants from the console, by name or address, with history', async () => {
    const m = await member();
    const lines: string[] = [];
    const context = { services: t.app.services, database: t.database, via: 'cli' as const };
    const reporter = { print: (line: string) => lines.push(line), progress: () => {} };
    await grantMembershipCommand.run(
      context,
      { identifier: `${m.username}@example.org`, plan: 'vip', days: 14, endsAt: null },
      reporter,
    );
    expect(lines[0]).toMatch(
      new RegExp(`^${m.username}: VIP vom \\d\\d\\.\\d\\d\\.\\d{4} bis \\d\\d\\.\\d\\d\\.\\d{4}`),
    );
    expect((await subscription(m.token)).plan).toBe('vip');
    const history = (await get('/api/subscriptions/history', m.token)).json();
    expect(history.data[0]).toMatchObject({ source: 'admin', grantedBy: null, plan: 'vip' });
    await expect(
      grantMembershipCommand.run(
        context,
        { identifier: 'niemand', plan: 'vip', days: null, endsAt: null },
        reporter,
      ),
    ).rejects.toThrow('niemand');
  });
});
