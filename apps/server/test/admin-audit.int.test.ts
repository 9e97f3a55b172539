import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from './auth-helpers';
import { member, PASSWORD } from './download-fixture';
import { multipartBody } from './multipart';
import { newznabCatalogue } from './newznab-fixture';
import { generateNzb } from '../src/seed/nzb-factory';
import { createTestApp, type TestApp } from './test-app';

/** The admin routes older than the admin area write the audit log too: nothing an admin does is silent. */

let t: TestApp;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  adminId = (
    await t.app.services.users.createAccount({
      username: 'protokoll',
      email: 'protokoll@example.org',
      password: PASSWORD,
      role: 'ADMIN',
    })
  ).id;
  admin = await tokenFor(t.app, 'protokoll', PASSWORD);
  await t.app.services.catalogue.importFile(newznabCatalogue());
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
const entries = async (query: string) => (await call('GET', `/api/admin/audit?${query}`)).json().entries;

describe('audit of the older admin routes', () => {
  let releaseId: number;

  it('records an NZB upload with each file’s outcome', async () => {
    const body = multipartBody([
      {
        field: 'files',
        file: 'a.nzb',
        content: generateNzb({ name: 'Protokoll.2022.German.1080p.WEB.x264-GRP', totalBytes: 1024 ** 3 }),
      },
      { field: 'files', file: 'kaputt.nzb', content: 'kein nzb' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/releases/upload',
      headers: { ...body.headers, ...bearer(admin) },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    releaseId = res.json().results[0].releaseId;
    const [entry] = await entries('entityType=release');
    expect(entry).toMatchObject({
      action: 'release.upload',
      actorId: adminId,
      entityId: null,
      after: {
        imported: 1,
        rejected: 1,
        files: [
          { name: 'Protokoll.2022.German.1080p.WEB.x264-GRP', status: 'imported' },
          { status: 'rejected' },
        ],
      },
    });
  });

  it('records corrected external ids', async () => {
    const list = (await call('GET', '/api/admin/series?search=Kroll')).json();
    const id = list.items[0].id;
    expect((await call('PUT', `/api/admin/series/${id}/external-ids`, { tvmazeId: 4711 })).statusCode).toBe(
      200,
    );
    const [entry] = await entries(`entityType=series&entityId=${id}`);
    expect(entry).toMatchObject({ action: 'series.external-ids', after: { tvmazeId: 4711 } });
  });

  it('records a request fulfilled with a release, which the request then names', async () => {
    const m = await member(t, 'wuenscher');
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: bearer(m.token),
      payload: { kind: 'movie', title: 'Protokoll', year: 2022 },
    });
    const requestId = filed.json().id;
    const wrong = await call('PUT', `/api/admin/requests/${requestId}`, {
      status: 'rejected',
      reason: 'x',
      releaseId,
    });
    expect(wrong.statusCode).toBe(400);
    const unknown = await call('PUT', `/api/admin/requests/${requestId}`, {
      status: 'fulfilled',
      releaseId: 999999,
    });
    expect(unknown.json().message).toBe('Release nicht gefunden.');
    const res = await call('PUT', `/api/admin/requests/${requestId}`, { status: 'fulfilled', releaseId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'fulfilled', releaseId });
    const [entry] = await entries(`entityType=request&entityId=${requestId}`);
    expect(entry).toMatchObject({ action: 'request.fulfil', after: { status: 'fulfilled', releaseId } });
  });
});
