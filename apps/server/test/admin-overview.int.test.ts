import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../src/version';
import { bearer, tokenFor } from './auth-helpers';
import { member, PASSWORD } from './download-fixture';
import { multipartBody } from './multipart';
import { keyHolder } from './newznab-fixture';
import { generateNzb } from '../src/seed/nzb-factory';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ id: adminId } = await t.app.services.users.createAccount({
    username: 'aufseher',
    email: 'aufseher@example.org',
    password: PASSWORD,
    role: 'ADMIN',
  }));
  admin = await tokenFor(t.app, 'aufseher', PASSWORD);
}, 60_000);
afterAll(() => t.close());

const overview = async () => {
  const res = await t.app.inject({ url: '/api/admin/overview', headers: bearer(admin) });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/admin/overview', () => {
  it('starts empty', async () => {
    expect(await overview()).toMatchObject({
      releases: { total: 0, today: 0, unmatched: 0 },
      importsToday: { imported: 0, duplicate: 0, rejected: 0 },
      users: { total: 1, byRole: { USER: 0, PREMIUM: 0, VIP: 0, ADMIN: 1 }, suspended: 0 },
      grabsToday: 0,
      apiCallsToday: 0,
      openRequests: 0,
      openContactMessages: 0,
      lastImports: [],
      storage: { files: 0, bytes: 0 },
      version: { server: APP_VERSION, changelog: 'v0.1' },
    });
  });

  it("counts today's imports by outcome, grabs, API calls, open requests and messages, and the blob store", async () => {
    const nzb = generateNzb({ name: 'Uebersicht.2023.German.1080p.WEB.x264-GRP', totalBytes: 3 * 1024 ** 3 });
    const upload = multipartBody([
      { field: 'files', file: 'Uebersicht.2023.German.1080p.WEB.x264-GRP.nzb', content: nzb },
      { field: 'files', file: 'nochmal.nzb', content: nzb },
      { field: 'files', file: 'kaputt.nzb', content: '<nzb><file>' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/releases/upload',
      headers: { ...upload.headers, ...bearer(admin) },
      payload: upload.payload,
    });
    expect(res.json()).toMatchObject({ imported: 1, duplicates: 1, rejected: 1 });
    const releaseId = res.json().results[0].releaseId as number;

    const m = await member(t, 'zaehlbar');
    await t.app.inject({
      method: 'POST',
      url: `/api/releases/${releaseId}/nzb-download`,
      headers: bearer(m.token),
    });
    const holder = await keyHolder(t, 'zaehl-api', 'PREMIUM');
    await t.app.inject({ url: `/api?t=search&q=Uebersicht&apikey=${holder.key}` });
    await t.app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: bearer(m.token),
      payload: { kind: 'movie', title: 'Ein gewünschter Film', year: 2020 },
    });
    await t.app.services.adminUsers.suspend({ id: null, username: 'cli' }, holder.id, undefined);
    for (const name of ['Ina', 'Jan'])
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name, email: `${name.toLowerCase()}@example.org`, message: 'Hallo' },
      });
    const [answered] = (await t.app.services.contact.list('open', 1, 1)).messages;
    await t.app.services.contact.setHandled(answered!.id, true, { id: adminId, username: 'aufseher' });

    const o = await overview();
    expect(o).toMatchObject({
      releases: { total: 1, today: 1, unmatched: 1 },
      importsToday: { imported: 1, duplicate: 1, rejected: 1 },
      users: { total: 3, byRole: { USER: 1, PREMIUM: 1, ADMIN: 1 }, suspended: 1 },
      grabsToday: 1,
      apiCallsToday: 1,
      openRequests: 1,
      openContactMessages: 1,
    });
    expect(o.lastImports.map((i: { status: string }) => i.status).sort()).toEqual([
      'duplicate',
      'imported',
      'rejected',
    ]);
    const rejected = o.lastImports.find((i: { status: string }) => i.status === 'rejected');
    expect(rejected.reason).toBeTruthy();
    expect(o.lastImports.find((i: { status: string }) => i.status === 'imported').releaseId).toBe(releaseId);
    expect(o.storage.byKind.nzb).toMatchObject({ files: 1 });
    expect(o.storage.bytes).toBeGreaterThan(0);
    expect(o.storage.disk.freeBytes).toBeGreaterThan(0);
  });
});
