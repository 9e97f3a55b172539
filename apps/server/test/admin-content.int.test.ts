import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from './auth-helpers';
import { member, PASSWORD } from './download-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.users.createAccount({
    username: 'redaktion',
    email: 'redaktion@example.org',
    password: PASSWORD,
    role: 'ADMIN',
  });
  admin = await tokenFor(t.app, 'redaktion', PASSWORD);
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

async function auditOf(entityType: string, id: number) {
  return (await call('GET', `/api/admin/audit?entityType=${entityType}&entityId=${id}`)).json().entries as {
    action: string;
  }[];
}

describe('news', () => {
  it('writes a draft, publishes it to the home page, edits, withdraws and deletes it', async () => {
    const created = await call('POST', '/api/admin/news', {
      title: 'Wartung',
      content: 'Am Sonntag ab 10 Uhr.',
    });
    expect(created.statusCode).toBe(201);
    const news = created.json();
    expect(news).toMatchObject({ title: 'Wartung', isActive: false, reactions: 0 });
    expect((await t.app.inject({ url: '/api/news/current' })).json()).toBeNull();

    const published = await call('POST', `/api/admin/news/${news.id}/publish`);
    expect(published.json().isActive).toBe(true);
    expect((await t.app.inject({ url: '/api/news/current' })).json()).toMatchObject({
      id: news.id,
      title: 'Wartung',
    });

    const m = await member(t, 'leserin');
    await t.app.inject({
      method: 'POST',
      url: `/api/news/${news.id}/reaction`,
      headers: bearer(m.token),
      payload: { reactionType: 'heart' },
    });
    const edited = await call('PUT', `/api/admin/news/${news.id}`, { content: 'Am Sonntag ab 11 Uhr.' });
    expect(edited.json()).toMatchObject({ content: 'Am Sonntag ab 11 Uhr.', isActive: true, reactions: 1 });
    expect((await call('GET', '/api/admin/news')).json()).toMatchObject({
      total: 1,
      news: [{ id: news.id }],
    });

    await call('POST', `/api/admin/news/${news.id}/unpublish`);
    expect((await t.app.inject({ url: '/api/news/current' })).json()).toBeNull();

    const deleted = await call('DELETE', `/api/admin/news/${news.id}`);
    expect(deleted.json().message).toBe('Die News „Wartung“ wurde gelöscht.');
    expect((await call('GET', `/api/admin/news/${news.id}`)).statusCode).toBe(404);
    expect((await auditOf('news', news.id)).map((e) => e.action)).toEqual([
      'news.delete',
      'news.unpublish',
      'news.update',
      'news.publish',
      'news.create',
    ]);
  });

  it('refuses empty texts in German', async () => {
    const res = await call('POST', '/api/admin/news', { title: ' ', content: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Der Titel darf nicht leer sein');
    expect((await call('PUT', '/api/admin/news/999999', { title: 'x' })).statusCode).toBe(404);
  });
});

describe('/api/admin/changelogs (spec 000 §7)', () => {
  const body = {
    version: '1.4.0',
    isPrerelease: false,
    releaseDate: '2026-01-15T10:00:00Z',
    title: 'Verwaltung',
    description: 'Der Verwaltungsbereich ist da.',
    changes: [
      { type: 'added', items: ['Benutzerverwaltung', 'Einstellungen'] },
      { type: 'fixed', items: ['Kleinigkeiten'] },
    ],
  };

  it('creates, reads, updates and deletes an entry; the footer version follows the newest published one', async () => {
    const created = await call('POST', '/api/admin/changelogs', body);
    expect(created.statusCode).toBe(201);
    const entry = created.json();
    expect(entry).toMatchObject({ ...body, releaseDate: '2026-01-15T10:00:00.000Z', isPublished: true });
    const label = async () => (await t.app.inject({ url: '/api/changelog/latest-version' })).body;
    expect(await label()).toBe('v1.4.0');

    // A newer draft stays out of the dialog and the footer until it is published.
    const draft = (
      await call('POST', '/api/admin/changelogs', {
        ...body,
        version: '1.5.0-beta.1',
        isPrerelease: true,
        releaseDate: '2026-02-01',
        isPublished: false,
      })
    ).json();
    expect(await label()).toBe('v1.4.0');
    const publicList = (await t.app.inject({ url: '/api/changelog' })).json();
    expect(publicList.map((e: { version: string }) => e.version)).toEqual(['1.4.0']);
    expect(
      (await call('GET', '/api/admin/changelogs')).json().map((e: { version: string }) => e.version),
    ).toEqual(['1.5.0-beta.1', '1.4.0']);

    const published = await call('PUT', `/api/admin/changelogs/${draft.id}`, {
      ...body,
      version: '1.5.0-beta.1',
      isPrerelease: true,
      releaseDate: '2026-02-01',
      isPublished: true,
    });
    expect(published.statusCode).toBe(200);
    expect(await label()).toBe('v1.5.0-beta.1');
    expect((await call('GET', `/api/admin/changelogs/${draft.id}`)).json()).toMatchObject({
      isPrerelease: true,
    });

    const removed = await call('DELETE', `/api/admin/changelogs/${draft.id}`);
    expect(removed.json().message).toBe('Der Changelog-Eintrag 1.5.0-beta.1 wurde gelöscht.');
    expect(await label()).toBe('v1.4.0');
    expect((await auditOf('changelog', draft.id)).map((e) => e.action)).toEqual([
      'changelog.delete',
      'changelog.update',
      'changelog.create',
    ]);
    expect((await auditOf('changelog', entry.id)).map((e) => e.action)).toEqual(['changelog.create']);
  });

  it('refuses a taken version with 409 and bad bodies with German 400s', async () => {
    const taken = await call('POST', '/api/admin/changelogs', body);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Die Version 1.4.0 gibt es bereits.');
    const cases: [object, string][] = [
      [{ ...body, version: 'neu' }, 'Die Version muss wie 1.2.0'],
      [{ ...body, releaseDate: 'gestern' }, 'Ungültiges Datum'],
      [{ ...body, changes: [{ type: 'improved', items: ['x'] }] }, 'changes'],
      [{ ...body, title: '' }, 'Der Titel darf nicht leer sein'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/admin/changelogs', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await call('PUT', '/api/admin/changelogs/999999', body)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/changelogs/999999')).statusCode).toBe(404);
  });
});
