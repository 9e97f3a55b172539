import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../src/config';
import { startNntpTestServer, type NntpTestServer } from '../src/integrations/nntp/nntp-test-server';
import { bearer } from './auth-helpers';
import { member } from './download-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let nntp: NntpTestServer;
let admin: string;
let basic: string;
/** Every answer of this file, searched for passwords at the end. */
const answers: string[] = [];

const SERVER_PASSWORD = 'Nntp-Geheim-4711';
const WRONG_PASSWORD = 'Falsches-Kennwort-9';
const FILM = 'alt.binaries.german.film';

beforeAll(async () => {
  nntp = await startNntpTestServer({ users: { leser: SERVER_PASSWORD } });
  const now = new Date().toUTCString();
  nntp.post(
    FILM,
    [1, 2, 3].map((part) => ({
      messageId: `<film-${part}@test>`,
      subject: `Ein.Film.2024.German.1080p.WEB.x264-GRP - "ein.film.part01.rar" yEnc (${part}/3)`,
      from: 'poster@example.org',
      date: now,
      bytes: 400_000,
    })),
  );
  nntp.post('alt.binaries.german.serien', [{ messageId: '<serie@test>', subject: 'Serie', date: now }]);
  nntp.post('alt.binaries.english', [{ messageId: '<en@test>', subject: 'English', date: now }]);
  // More groups than one answer lists.
  for (let n = 0; n < 510; n++)
    nntp.post(`alt.binaries.german.x${String(n).padStart(3, '0')}`, [
      { messageId: `<x${n}@test>`, subject: 'x' },
    ]);
  t = await createTestApp();
  const chief = await member(t, 'indexchefin', 'ADMIN');
  admin = chief.token;
  basic = (await member(t, 'indexgast')).token;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await nntp?.close();
});

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  token = admin,
) {
  const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  answers.push(res.body);
  return res;
}

const status = async () => (await call('GET', '/api/admin/indexer')).json();

async function audit(entityType: string) {
  return (await call('GET', `/api/admin/audit?entityType=${entityType}`)).json().entries as {
    action: string;
    actorName: string;
    entityId: string | null;
    before: unknown;
    after: unknown;
  }[];
}

describe('authorisation', () => {
  const routes: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object][] = [
    ['GET', '/api/admin/indexer'],
    ['POST', '/api/admin/indexer/servers', { name: 'x', host: 'news.example.org' }],
    ['PATCH', '/api/admin/indexer/servers/1', { active: false }],
    ['DELETE', '/api/admin/indexer/servers/1'],
    ['POST', '/api/admin/indexer/groups', { name: 'alt.binaries.test' }],
    ['PATCH', '/api/admin/indexer/groups/1', { active: false }],
    ['DELETE', '/api/admin/indexer/groups/1'],
    ['GET', '/api/admin/indexer/available-groups?pattern=alt.*'],
    ['POST', '/api/admin/indexer/update'],
  ];

  it.each(routes)('%s %s: 401 for visitors, 403 for members', async (method, url, payload) => {
    const visitor = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(visitor.statusCode).toBe(401);
    const refused = await call(method, url, payload, basic);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Für diese Aktion fehlen die Berechtigungen.');
  });
});

describe('without a news server', () => {
  it('says so when groups are searched or an update is started', async () => {
    const search = await call('GET', '/api/admin/indexer/available-groups?pattern=alt.binaries.*');
    expect(search.statusCode).toBe(409);
    expect(search.json().message).toContain('Kein News-Server eingerichtet');
    const update = await call('POST', '/api/admin/indexer/update');
    expect(update.statusCode).toBe(409);
    expect(update.json().message).toContain('Kein News-Server eingerichtet');
    expect((await status()).servers).toEqual([]);
  });
});

describe('news servers', () => {
  it('refuses bad input in German', async () => {
    const bad = async (payload: object, message: string) => {
      const res = await call('POST', '/api/admin/indexer/servers', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    };
    const ok = { name: 'Haupt', host: 'news.example.org' };
    await bad({ ...ok, port: 0 }, 'Der Port muss zwischen 1 und 65535 liegen');
    await bad({ ...ok, port: 70000 }, 'Der Port muss zwischen 1 und 65535 liegen');
    await bad(
      { ...ok, host: 'nntp://news.example.org' },
      'Bitte nur den Hostnamen oder die IP-Adresse angeben',
    );
    await bad({ ...ok, host: 'news.example.org:119' }, 'Bitte nur den Hostnamen');
    await bad({ ...ok, host: 'news example.org' }, 'Bitte nur den Hostnamen');
    await bad({ ...ok, host: 'news.example.org\r\nQUIT' }, 'Bitte nur den Hostnamen');
    await bad({ ...ok, connections: 65 }, 'Höchstens 64 Verbindungen');
    await bad({ ...ok, priority: 101 }, 'Die Priorität liegt zwischen 0 und 100');
    await bad({ ...ok, username: 'u', password: 'a\r\nQUIT' }, 'keine Steuerzeichen oder Zeilenumbrüche');
    await bad({ ...ok, password: 'ohne-benutzer' }, 'Ein Passwort ohne Benutzernamen ist nicht möglich');
    await bad({ ...ok, passwort: 'x' }, 'Unbekannte Felder: passwort');
    await bad({ host: 'news.example.org' }, 'name');
    expect((await status()).servers).toEqual([]);
  });

  it('stores the password and never sends it back; keeps, replaces and clears it', async () => {
    const created = await call('POST', '/api/admin/indexer/servers', {
      name: 'Haupt',
      host: 'news.example.org',
      port: 563,
      tls: true,
      username: 'leser',
      password: 'Erstes-Passwort-1',
      connections: 8,
    });
    expect(created.statusCode).toBe(201);
    const server = created.json();
    expect(server).toEqual({
      id: expect.any(Number),
      name: 'Haupt',
      host: 'news.example.org',
      port: 563,
      tls: true,
      tlsInsecure: false,
      username: 'leser',
      hasPassword: true,
      connections: 8,
      priority: 0,
      active: true,
      source: 'admin',
    });
    const stored = () => t.app.services.indexerServers.byId(server.id).then((row) => row?.password);
    expect(await stored()).toBe('Erstes-Passwort-1');
    expect((await status()).servers).toEqual([server]);

    const url = `/api/admin/indexer/servers/${server.id}`;
    const renamed = await call('PATCH', url, { name: 'Hauptserver', priority: 5 });
    expect(renamed.json()).toMatchObject({ name: 'Hauptserver', priority: 5, hasPassword: true });
    expect(await stored()).toBe('Erstes-Passwort-1');

    // The stored password belongs to the old host: it is not sent to a new one unasked.
    const moved = await call('PATCH', url, { host: 'andere.example.org' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toContain('Das Passwort gilt für den bisherigen Server');
    const movedWith = await call('PATCH', url, {
      host: 'andere.example.org',
      password: 'Zweites-Passwort-2',
    });
    expect(movedWith.json()).toMatchObject({ host: 'andere.example.org', hasPassword: true });
    expect(await stored()).toBe('Zweites-Passwort-2');

    const cleared = await call('PATCH', url, { password: null });
    expect(cleared.json().hasPassword).toBe(false);
    expect(await stored()).toBeNull();
    const noUser = await call('PATCH', url, { username: '', password: 'Drittes-3' });
    expect(noUser.statusCode).toBe(400);

    const entries = await audit('indexer_server');
    expect(entries.map((e) => e.action)).toEqual([
      'indexer.server.update',
      'indexer.server.update',
      'indexer.server.update',
      'indexer.server.create',
    ]);
    expect(entries[0]).toMatchObject({
      actorName: 'indexchefin',
      entityId: String(server.id),
      before: { hasPassword: true },
      after: { hasPassword: false },
    });
    expect(entries[1]).toMatchObject({ after: { host: 'andere.example.org', passwordReplaced: true } });

    const removed = await call('DELETE', url);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Der News-Server Hauptserver wurde entfernt.');
    expect((await call('DELETE', url)).statusCode).toBe(404);
    expect((await call('PATCH', url, { active: true })).json().message).toBe('News-Server nicht gefunden.');
    expect((await audit('indexer_server'))[0]).toMatchObject({
      action: 'indexer.server.delete',
      before: { name: 'Hauptserver', hasPassword: false },
    });
    for (const body of answers) expect(body).not.toMatch(/Erstes-Passwort-1|Zweites-Passwort-2/);
  });
});

describe('newsgroups', () => {
  it('adds, changes and removes a group; refuses duplicates and bad names in German', async () => {
    const created = await call('POST', '/api/admin/indexer/groups', { name: 'alt.binaries.german.doku' });
    expect(created.statusCode).toBe(201);
    const group = created.json();
    expect(group).toMatchObject({
      name: 'alt.binaries.german.doku',
      active: true,
      backfillDays: 0,
      startDays: 1,
      lastArticle: null,
      backlog: null,
      headersRead: 0,
      missingArticles: 0,
      errors: 0,
    });

    const again = await call('POST', '/api/admin/indexer/groups', { name: 'alt.binaries.german.doku' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Die Gruppe alt.binaries.german.doku ist bereits eingerichtet.');
    for (const name of ['alt binaries', 'alt.binaries.*', '.alt', 'a'.repeat(201), 'alt.binaries\r\nQUIT']) {
      const bad = await call('POST', '/api/admin/indexer/groups', { name });
      expect(bad.statusCode, name).toBe(400);
      expect(bad.json().message).toMatch(/Gruppenname/);
    }
    const tooFar = await call('POST', '/api/admin/indexer/groups', {
      name: 'alt.binaries.x',
      backfillDays: 4000,
    });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().message).toContain('höchstens 3650');

    const url = `/api/admin/indexer/groups/${group.id}`;
    const changed = await call('PATCH', url, { active: false, backfillDays: 30, startDays: 7 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: group.id, active: false, backfillDays: 30, startDays: 7 });
    expect((await call('PATCH', url, { name: 'anders' })).statusCode).toBe(400);
    expect((await status()).groups).toEqual([changed.json()]);

    const removed = await call('DELETE', url);
    expect(removed.json().message).toBe('Die Gruppe alt.binaries.german.doku wurde entfernt.');
    expect((await call('DELETE', url)).statusCode).toBe(404);
    expect((await status()).groups).toEqual([]);

    const entries = await audit('indexer_group');
    expect(entries.map((e) => e.action)).toEqual([
      'indexer.group.delete',
      'indexer.group.update',
      'indexer.group.create',
    ]);
    expect(entries[1]).toMatchObject({
      before: { active: true, backfillDays: 0, startDays: 1 },
      after: { active: false, backfillDays: 30, startDays: 7 },
    });
  });
});

describe('against a news server', () => {
  let serverId: number;

  it('lists the server’s groups for a pattern: sorted, at most 500, with counts and what is added', async () => {
    const created = await call('POST', '/api/admin/indexer/servers', {
      name: 'Loopback',
      host: nntp.host,
      port: nntp.port,
      username: 'leser',
      password: SERVER_PASSWORD,
      connections: 2,
    });
    expect(created.statusCode).toBe(201);
    serverId = created.json().id;
    await call('POST', '/api/admin/indexer/groups', { name: FILM, startDays: 3650 });

    const res = await call('GET', '/api/admin/indexer/available-groups?pattern=alt.binaries.*german*');
    expect(res.statusCode).toBe(200);
    const found = res.json();
    expect(found.pattern).toBe('alt.binaries.*german*');
    expect(found.total).toBe(512);
    expect(found.groups).toHaveLength(500);
    const names = found.groups.map((g: { name: string }) => g.name);
    expect(names).toEqual([...names].sort());
    expect(names).not.toContain('alt.binaries.english');
    expect(found.groups.find((g: { name: string }) => g.name === FILM)).toEqual({
      name: FILM,
      high: 3,
      low: 1,
      articles: 3,
      status: 'y',
      added: true,
    });
    expect(found.groups.find((g: { name: string }) => g.name === 'alt.binaries.german.serien')).toMatchObject(
      {
        articles: 1,
        added: false,
      },
    );
    expect(nntp.commands).toContain('LIST ACTIVE alt.binaries.*german*');

    const bad = await call('GET', '/api/admin/indexer/available-groups?pattern=alt binaries');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Das Suchmuster darf nur');
    expect((await call('GET', '/api/admin/indexer/available-groups')).statusCode).toBe(400);
  });

  it('answers the server’s failure in German (502)', async () => {
    const url = `/api/admin/indexer/servers/${serverId}`;
    await call('PATCH', url, { password: WRONG_PASSWORD });
    const res = await call('GET', '/api/admin/indexer/available-groups?pattern=alt.*');
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe('Bad Gateway');
    expect(res.json().message).toContain('ist fehlgeschlagen');
    expect(res.json().message).toContain('Prüfen Sie Benutzername und Passwort');
    await call('PATCH', url, { password: SERVER_PASSWORD });
  });

  it('starts an update in the background, one at a time, and the status follows it', async () => {
    await call('POST', '/api/admin/indexer/groups', { name: 'alt.binaries.german.verschwunden' });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    nntp.setHook(async (command) => {
      if (command.startsWith('GROUP ')) await gate;
      return false;
    });
    try {
      const started = await call('POST', '/api/admin/indexer/update');
      expect(started.statusCode).toBe(202);
      expect(started.json().message).toContain('Die Aktualisierung läuft');
      const second = await call('POST', '/api/admin/indexer/update');
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toContain('Es läuft bereits eine Aktualisierung');
      expect((await status()).update).toMatchObject({ running: true, startedAt: expect.any(String) });
    } finally {
      open();
      nntp.setHook(undefined);
    }
    await vi.waitFor(async () => expect((await status()).update.running).toBe(false), {
      timeout: 20_000,
      interval: 100,
    });
    const after = await status();
    expect(after.update.lastRun).toMatchObject({ finishedAt: expect.any(String) });
    const film = after.groups.find((g: { name: string }) => g.name === FILM);
    expect(film).toMatchObject({ lastArticle: 3, backlog: 0, lastUpdateAt: expect.any(String), errors: 0 });
    expect(film.headersRead).toBe(3);
    const gone = after.groups.find((g: { name: string }) => g.name === 'alt.binaries.german.verschwunden');
    expect(gone).toMatchObject({ errors: 1, lastError: expect.stringContaining('gibt es auf') });
    expect(after.errors[0]).toMatchObject({
      groupName: 'alt.binaries.german.verschwunden',
      kind: 'no_such_group',
      at: expect.any(String),
    });
    expect((await audit('indexer_group'))[0]).toMatchObject({
      action: 'indexer.update',
      actorName: 'indexchefin',
    });
    expect(after.servers[0]).toMatchObject({ name: 'Loopback', hasPassword: true });
  });

  it('sent no password in any answer', () => {
    expect(answers.length).toBeGreaterThan(40);
    for (const body of answers) {
      expect(body).not.toContain(SERVER_PASSWORD);
      expect(body).not.toContain(WRONG_PASSWORD);
    }
  });
});

describe('the server of NNTP_URL', () => {
  let env: TestApp;
  beforeAll(async () => {
    const base = testConfig();
    env = await createTestApp({
      indexer: { ...base.indexer, nntpUrl: `nntp://leser:${SERVER_PASSWORD}@${nntp.host}:${nntp.port}` },
    });
  }, 60_000);
  afterAll(() => env?.close());

  it('is listed read-only, without its password, and serves the group search', async () => {
    const chief = await member(env, 'umgebung', 'ADMIN');
    const res = await env.app.inject({ url: '/api/admin/indexer', headers: bearer(chief.token) });
    expect(res.json().servers).toEqual([
      expect.objectContaining({ id: null, name: 'NNTP_URL', source: 'environment', hasPassword: true }),
    ]);
    expect(res.body).not.toContain(SERVER_PASSWORD);
    const search = await env.app.inject({
      url: '/api/admin/indexer/available-groups?pattern=alt.binaries.english',
      headers: bearer(chief.token),
    });
    expect(search.json()).toMatchObject({
      total: 1,
      groups: [{ name: 'alt.binaries.english', added: false }],
    });
  });
});
