import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grabs, users } from '../src/db/schema';
import { bearer, login, tokenFor } from './auth-helpers';
import { member, PASSWORD } from './download-fixture';
import { readOutbox } from './mail-helpers';
import { errorOf, importNamed, keyHolder, type KeyHolder } from './newznab-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let adminId: number;
let admin: string;
let releaseId: number;

beforeAll(async () => {
  t = await createTestApp();
  const row = await t.app.services.users.createAccount({
    username: 'chefin',
    email: 'chefin@example.org',
    password: PASSWORD,
    role: 'ADMIN',
  });
  adminId = row.id;
  admin = await tokenFor(t.app, 'chefin', PASSWORD);
  releaseId = (await importNamed(t, 'Verwaltung.2021.German.1080p.WEB.x264-GRP')).id;
}, 60_000);
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

async function auditOf(id: number) {
  const res = await asAdmin('GET', `/api/admin/audit?entityType=user&entityId=${id}`);
  expect(res.statusCode).toBe(200);
  return res.json().entries as {
    action: string;
    actorId: number;
    actorName: string;
    before: unknown;
    after: unknown;
  }[];
}

describe('GET /api/admin/users', () => {
  it('lists accounts with their downloads and API calls of the last 24 hours and their limits', async () => {
    const holder = await keyHolder(t, 'listen-premium', 'PREMIUM');
    const token = await tokenFor(t.app, 'listen-premium', 'Newznab-Test-1');
    const grab = await t.app.inject({
      method: 'POST',
      url: `/api/releases/${releaseId}/nzb-download`,
      headers: bearer(token),
    });
    expect(grab.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api?t=search&q=Verwaltung&apikey=${holder.key}` })).statusCode).toBe(
      200,
    );

    const res = await asAdmin('GET', '/api/admin/users?search=listen-prem');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ page: 1, total: 1, totalPages: 1 });
    expect(page.users[0]).toMatchObject({
      id: holder.id,
      username: 'listen-premium',
      role: 'PREMIUM',
      effectiveRole: 'PREMIUM',
      suspended: false,
      hasApiKey: true,
      grabsToday: 1,
      downloadLimit: null,
      apiCallsToday: 1,
      apiLimit: 2500,
    });
    expect(page.users[0]).not.toHaveProperty('passwordHash');
    expect(page.users[0]).not.toHaveProperty('apiKeyHash');
  });

  it('filters by role and status and finds by e-mail, case-insensitively', async () => {
    await member(t, 'filter-basic');
    const admins = (await asAdmin('GET', '/api/admin/users?role=ADMIN')).json();
    expect(admins.users.map((u: { username: string }) => u.username)).toEqual(['chefin']);
    const byMail = (await asAdmin('GET', '/api/admin/users?search=FILTER-BASIC%40example')).json();
    expect(byMail.users).toHaveLength(1);
    expect(byMail.users[0]).toMatchObject({ username: 'filter-basic', downloadLimit: 10, apiLimit: 0 });
    // A literal % or _ is a character, not a wildcard.
    expect((await asAdmin('GET', '/api/admin/users?search=%25')).json().total).toBe(0);
    expect((await asAdmin('GET', '/api/admin/users?status=suspended')).json().total).toBe(0);
  });

  it('refuses bad filters with a German 400', async () => {
    const res = await asAdmin('GET', '/api/admin/users?role=KAISER');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('role muss einer von USER, PREMIUM, VIP, ADMIN sein');
  });
});

describe('GET /api/admin/users/:id', () => {
  it('shows the recent downloads', async () => {
    const m = await member(t, 'detail-basic');
    await t.app.inject({
      method: 'POST',
      url: `/api/releases/${releaseId}/nzb-download`,
      headers: bearer(m.token),
    });
    const res = await asAdmin('GET', `/api/admin/users/${m.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'detail-basic',
      grabsToday: 1,
      downloadLimit: 10,
      totalGrabs: 1,
      recentGrabs: [
        { releaseId, name: 'Verwaltung.2021.German.1080p.WEB.x264-GRP', channel: 'web', counted: true },
      ],
    });
  });

  it('answers 404 in German for an unknown account', async () => {
    const res = await asAdmin('GET', '/api/admin/users/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Benutzer nicht gefunden.');
  });
});

describe('PUT /api/admin/users/:id/role', () => {
  it('changes the role with an end date and records who did it', async () => {
    const m = await member(t, 'rolle-wechsel');
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const res = await asAdmin('PUT', `/api/admin/users/${m.id}/role`, {
      role: 'VIP',
      membershipExpiresAt: until,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'VIP', effectiveRole: 'VIP', membershipExpiresAt: until });
    const profile = await t.app.inject({ url: '/api/users/profile', headers: bearer(m.token) });
    expect(profile.json().role).toBe('VIP');
    const [entry] = await auditOf(m.id);
    expect(entry).toMatchObject({
      action: 'user.role',
      actorId: adminId,
      actorName: 'chefin',
      before: { role: 'USER', membershipExpiresAt: null },
      after: { role: 'VIP', membershipExpiresAt: until },
    });
  });

  it('refuses an end date for USER and ADMIN, and an unknown role', async () => {
    const m = await member(t, 'rolle-falsch');
    const dated = await asAdmin('PUT', `/api/admin/users/${m.id}/role`, {
      role: 'USER',
      membershipExpiresAt: new Date().toISOString(),
    });
    expect(dated.statusCode).toBe(400);
    expect(dated.json().message).toBe('Ein Mitgliedschaftsende gibt es nur für Premium und VIP.');
    const unknown = await asAdmin('PUT', `/api/admin/users/${m.id}/role`, { role: 'GOTT' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('role muss einer von');
    expect(await auditOf(m.id)).toEqual([]);
  });

  it('never demotes the acting admin, nor the last active admin', async () => {
    const self = await asAdmin('PUT', `/api/admin/users/${adminId}/role`, { role: 'USER' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('Sie können Ihr eigenes Konto hier nicht ändern, sperren oder löschen.');
    // Another caller (the CLI, a race) still cannot take the rights of the only active admin.
    await expect(
      t.app.services.adminUsers.setRole({ id: null, username: 'cli' }, adminId, { role: 'USER' }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('letzte aktive Administrator'),
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, adminId));
    expect(row!.role).toBe('ADMIN');
  });
});

describe('suspension', () => {
  let target: KeyHolder;
  let token: string;
  beforeAll(async () => {
    target = await keyHolder(t, 'gesperrt', 'PREMIUM');
    token = await tokenFor(t.app, 'gesperrt', 'Newznab-Test-1');
  });

  it('stops the session and the API key at once, with a German 403 and Newznab error 101', async () => {
    const res = await asAdmin('POST', `/api/admin/users/${target.id}/suspend`, { reason: 'Missbrauch' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ suspended: true, suspendedReason: 'Missbrauch' });

    const profile = await t.app.inject({ url: '/api/users/profile', headers: bearer(token) });
    expect(profile.statusCode).toBe(403);
    expect(profile.json()).toMatchObject({
      message: 'Ihr Konto wurde gesperrt (Missbrauch). Bitte wenden Sie sich an den Support.',
      suspended: true,
    });
    const download = await t.app.inject({
      method: 'POST',
      url: `/api/releases/${releaseId}/nzb-download`,
      headers: bearer(token),
    });
    expect(download.statusCode).toBe(403);

    const api = await t.app.inject({ url: `/api?t=search&q=Verwaltung&apikey=${target.key}` });
    expect(api.statusCode).toBe(403);
    expect(errorOf(api.body)).toMatchObject({ code: '101', description: 'Account suspended' });
    const rss = await t.app.inject({ url: `/rss?t=2000&dl=1&r=${target.key}&i=${target.id}` });
    expect(errorOf(rss.body)).toMatchObject({ code: '101' });
    for (const call of ['t=caps', 't=get&id=no-such-guid']) {
      const uncounted = await t.app.inject({ url: `/api?${call}&apikey=${target.key}` });
      expect(errorOf(uncounted.body)).toMatchObject({ code: '101' });
    }

    const signIn = await login(t.app, { identifier: 'gesperrt', password: 'Newznab-Test-1' });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe(
      'Ihr Konto wurde gesperrt (Missbrauch). Bitte wenden Sie sich an den Support.',
    );
    // A wrong password still reads as a wrong password: suspension is shown only to the owner.
    const wrong = await login(t.app, { identifier: 'gesperrt', password: 'falsches-Passwort-1' });
    expect(wrong.statusCode).toBe(401);

    const listed = (await asAdmin('GET', '/api/admin/users?status=suspended')).json();
    expect(listed.users.map((u: { id: number }) => u.id)).toEqual([target.id]);
    const [entry] = await auditOf(target.id);
    expect(entry).toMatchObject({
      action: 'user.suspend',
      before: { suspendedAt: null },
      after: { suspendedReason: 'Missbrauch' },
    });
    expect(entry!.after).not.toHaveProperty('passwordHash');
  });

  it('refuses to suspend twice or the acting admin', async () => {
    const twice = await asAdmin('POST', `/api/admin/users/${target.id}/suspend`);
    expect(twice.json().message).toBe('Dieses Konto ist bereits gesperrt.');
    expect(twice.statusCode).toBe(409);
    const self = await asAdmin('POST', `/api/admin/users/${adminId}/suspend`, {});
    expect(self.statusCode).toBe(409);
  });

  it('lifts the suspension: sign-in and the key work again, the old session stays void', async () => {
    const res = await asAdmin('POST', `/api/admin/users/${target.id}/unsuspend`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ suspended: false, suspendedReason: null });
    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(token) })).statusCode).toBe(401);
    expect((await login(t.app, { identifier: 'gesperrt', password: 'Newznab-Test-1' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api?t=caps&apikey=${target.key}` })).statusCode).toBe(200);
    expect((await auditOf(target.id))[0]).toMatchObject({ action: 'user.unsuspend' });
    expect((await asAdmin('POST', `/api/admin/users/${target.id}/unsuspend`)).statusCode).toBe(409);
  });
});

describe('POST /api/admin/users/:id/password-reset', () => {
  it('mails the member a reset link and records it', async () => {
    const m = await member(t, 'vergesslich');
    const res = await asAdmin('POST', `/api/admin/users/${m.id}/password-reset`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Eine E-Mail zum Zurücksetzen des Passworts wurde an vergesslich@example.org gesendet.',
    );
    await t.app.services.mail.idle();
    const mail = readOutbox(t.dataDir).find((m) => m.to.includes('vergesslich@example.org'));
    expect(mail?.text).toMatch(/\/auth\/reset-password\?token=/);
    expect((await auditOf(m.id))[0]).toMatchObject({ action: 'user.password-reset' });
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes the account with its downloads', async () => {
    const m = await member(t, 'abschied');
    await t.app.inject({
      method: 'POST',
      url: `/api/releases/${releaseId}/nzb-download`,
      headers: bearer(m.token),
    });
    const res = await asAdmin('DELETE', `/api/admin/users/${m.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Der Benutzer abschied und seine Daten wurden gelöscht.');
    expect(await t.database.db.select().from(users).where(eq(users.id, m.id))).toEqual([]);
    expect(await t.database.db.select().from(grabs).where(eq(grabs.userId, m.id))).toEqual([]);
    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(m.token) })).statusCode).toBe(
      401,
    );
    expect((await auditOf(m.id))[0]).toMatchObject({
      action: 'user.delete',
      before: { username: 'abschied', email: 'abschied@example.org' },
    });
    expect((await asAdmin('DELETE', `/api/admin/users/${m.id}`)).statusCode).toBe(404);
  });

  it('never deletes the acting admin', async () => {
    expect((await asAdmin('DELETE', `/api/admin/users/${adminId}`)).statusCode).toBe(409);
  });
});

describe('GET /api/admin/audit', () => {
  it('filters by the acting admin and pages newest first', async () => {
    const all = (await asAdmin('GET', `/api/admin/audit?actorId=${adminId}&limit=2`)).json();
    expect(all.entries).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    expect(all.entries[0].id).toBeGreaterThan(all.entries[1].id);
    const none = (await asAdmin('GET', '/api/admin/audit?actorId=999999')).json();
    expect(none).toMatchObject({ entries: [], total: 0 });
    const bad = await asAdmin('GET', '/api/admin/audit?entityType=planet');
    expect(bad.statusCode).toBe(400);
  });
});
