import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTmdbTestServer,
  TEST_API_KEY,
  type TmdbTestServer,
} from '../src/integrations/tmdb/tmdb-test-server';
import { startNtfyTestServer } from '../src/integrations/ntfy/ntfy-test-server';
import { startSmtpTestServer } from './smtp-test-server';
import { bearer, solvedCaptcha, tokenFor } from './auth-helpers';
import { member, PASSWORD } from './download-fixture';
import { readOutbox } from './mail-helpers';
import { importNamed, keyHolder } from './newznab-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let tmdb: TmdbTestServer;
let admin: string;
const NTFY_TOKEN = 'tk_ntfy_geheim_1234567890';

beforeAll(async () => {
  tmdb = await startTmdbTestServer();
  t = await createTestApp({
    security: { captchaTestMode: true },
    tmdb: { apiKey: undefined, baseUrl: tmdb.baseUrl, imageBaseUrl: tmdb.imageBaseUrl },
    ntfy: { url: 'https://ntfy.example.org', token: NTFY_TOKEN },
  });
  await t.app.services.users.createAccount({
    username: 'einsteller',
    email: 'einsteller@example.org',
    password: PASSWORD,
    role: 'ADMIN',
  });
  admin = await tokenFor(t.app, 'einsteller', PASSWORD);
}, 60_000);
afterAll(async () => {
  await t.close();
  await tmdb.close();
});

const getSettings = () => t.app.inject({ url: '/api/admin/settings', headers: bearer(admin) });
const putSettings = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin), payload });

async function lastSettingsAudit() {
  const res = await t.app.inject({ url: '/api/admin/audit?entityType=settings', headers: bearer(admin) });
  return res.json().entries[0];
}

describe('GET /api/admin/settings', () => {
  it('shows the environment defaults, with secrets masked', async () => {
    const res = await getSettings();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      siteName: 'NZBKino',
      registrationOpen: true,
      downloadLimits: { USER: 10, PREMIUM: null, VIP: null, ADMIN: null },
      apiLimits: { PREMIUM: 2500, VIP: 10000, ADMIN: null },
      requestOpenLimit: 10,
      tmdb: { apiKey: null },
      smtp: { host: null, password: null },
      ntfy: { url: 'https://ntfy.example.org', token: '••••7890' },
      updatedAt: {},
    });
    expect(res.body).not.toContain(NTFY_TOKEN);
  });
});

describe('PUT /api/admin/settings', () => {
  it('applies new download limits at once, without a restart', async () => {
    const m = await member(t, 'sparsam');
    const [first, second] = [
      await importNamed(t, 'Erster.Film.2020.German.1080p.WEB.x264-GRP'),
      await importNamed(t, 'Zweiter.Film.2020.German.1080p.WEB.x264-GRP'),
    ];
    const res = await putSettings({ downloadLimits: { USER: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().downloadLimits).toEqual({ USER: 1, PREMIUM: null, VIP: null, ADMIN: null });
    const grab = (id: number) =>
      t.app.inject({ method: 'POST', url: `/api/releases/${id}/nzb-download`, headers: bearer(m.token) });
    expect((await grab(first.id)).statusCode).toBe(200);
    const refused = await grab(second.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().limit).toBe(1);
    const limits = await t.app.inject({ url: '/api/cart/limits', headers: bearer(m.token) });
    expect(limits.json()).toMatchObject({ limit: 1, used: 1, remaining: 0 });

    expect(await lastSettingsAudit()).toMatchObject({
      action: 'settings.update',
      actorName: 'einsteller',
      before: { downloadLimits: { USER: 10 } },
      after: { downloadLimits: { USER: 1 } },
    });
  });

  it('applies API limits and the request limit at once', async () => {
    const holder = await keyHolder(t, 'api-nutzer', 'PREMIUM');
    expect((await putSettings({ apiLimits: { PREMIUM: 1 }, requestOpenLimit: 3 })).statusCode).toBe(200);
    const api = () => t.app.inject({ url: `/api?t=search&q=Film&apikey=${holder.key}` });
    expect((await api()).statusCode).toBe(200);
    expect((await api()).statusCode).toBe(429);
    const token = await tokenFor(t.app, 'api-nutzer', 'Newznab-Test-1');
    const own = await t.app.inject({ url: '/api/requests', headers: bearer(token) });
    expect(own.json().openLimit).toBe(3);
  });

  it('keeps a secret sent masked or empty, replaces it with a new value and clears it with null', async () => {
    expect((await putSettings({ ntfy: { token: '••••7890' } })).json().ntfy.token).toBe('••••7890');
    expect((await putSettings({ ntfy: { token: '' } })).json().ntfy.token).toBe('••••7890');
    expect((await t.app.services.siteSettings.current()).ntfy.token).toBe(NTFY_TOKEN);

    const replaced = await putSettings({ ntfy: { token: 'tk_neuer_schluessel_abcd' } });
    expect(replaced.json().ntfy).toEqual({ url: 'https://ntfy.example.org', token: '••••abcd' });
    const entry = await lastSettingsAudit();
    expect(JSON.stringify(entry)).not.toContain('tk_neuer_schluessel_abcd');
    expect(JSON.stringify(entry)).not.toContain(NTFY_TOKEN);
    expect(entry).toMatchObject({
      before: { ntfy: { token: '••••7890' } },
      after: { ntfy: { token: '••••abcd' } },
    });

    expect((await putSettings({ ntfy: { token: null } })).json().ntfy.token).toBeNull();
    expect((await t.app.services.siteSettings.current()).ntfy.token).toBeNull();
  });

  it('never keeps a secret for a server whose address changes', async () => {
    await putSettings({ ntfy: { token: 'tk_fuer_den_alten_server' } });
    const moved = await putSettings({ ntfy: { url: 'https://ntfy.elsewhere.example' } });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(
      'Das ntfy-Token gilt für den bisherigen Server. Geben Sie es für den neuen Server erneut ein oder entfernen Sie es.',
    );
    expect((await t.app.services.siteSettings.current()).ntfy).toEqual({
      url: 'https://ntfy.example.org',
      token: 'tk_fuer_den_alten_server',
    });
    await putSettings({ smtp: { host: '127.0.0.1', port: 2525, password: 'smtp-geheim-1234' } });
    const smtpMoved = await putSettings({ smtp: { host: 'mail.elsewhere.example' } });
    expect(smtpMoved.statusCode).toBe(400);
    expect(smtpMoved.json().message).toContain('Das SMTP-Passwort gilt für den bisherigen Server.');
    // With the secret entered again (or removed) the move goes through.
    expect(
      (await putSettings({ ntfy: { url: 'https://ntfy.elsewhere.example', token: null } })).statusCode,
    ).toBe(200);
    const withPassword = await putSettings({
      smtp: { host: 'mail.elsewhere.example', password: 'neu-geheim-5678' },
    });
    expect(withPassword.json().smtp).toMatchObject({ host: 'mail.elsewhere.example', password: '••••5678' });
    await putSettings({
      smtp: { host: null, password: null },
      ntfy: { url: 'https://ntfy.example.org', token: NTFY_TOKEN },
    });
  });

  it('uses a TMDb key set here for the next metadata call', async () => {
    await expect(t.app.services.metadata.search('movie', 'Metropolis')).rejects.toMatchObject({
      statusCode: 503,
    });
    const res = await putSettings({ tmdb: { apiKey: TEST_API_KEY } });
    expect(res.json().tmdb.apiKey).toBe(`••••${TEST_API_KEY.slice(-4)}`);
    expect(res.body).not.toContain(TEST_API_KEY);
    const hits = await t.app.services.metadata.search('movie', 'Metropolis');
    expect(hits[0]).toMatchObject({ tmdbId: 19 });
  });

  it('sends push messages to the ntfy server and with the token set here', async () => {
    const server = await startNtfyTestServer();
    try {
      const res = await putSettings({ ntfy: { url: `${server.url}/`, token: 'tk_aus_den_einstellungen' } });
      expect(res.json().ntfy).toEqual({ url: server.url, token: '••••ngen' });
      const m = await member(t, 'pusher');
      const test = await t.app.inject({
        method: 'POST',
        url: '/api/users/ntfy/test',
        headers: bearer(m.token),
      });
      expect(test.statusCode).toBe(200);
      expect(server.received).toHaveLength(1);
      expect(server.received[0]).toMatchObject({ authorization: 'Bearer tk_aus_den_einstellungen' });
      const shown = await t.app.inject({ url: '/api/users/ntfy/settings', headers: bearer(m.token) });
      expect(shown.json().serverUrl).toBe(server.url);
    } finally {
      await server.close();
    }
  });

  it('sends the next mail through the SMTP server set here, and back to the outbox without one', async () => {
    const smtp = await startSmtpTestServer();
    try {
      const res = await putSettings({
        smtp: {
          host: '127.0.0.1',
          port: smtp.port,
          secure: false,
          user: 'kino',
          password: 'smtp-passwort-1234',
          from: 'Kino <kino@example.org>',
        },
      });
      expect(res.json().smtp).toMatchObject({ host: '127.0.0.1', user: 'kino', password: '••••1234' });
      const m = await member(t, 'postempfaenger');
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${m.id}/password-reset`,
        headers: bearer(admin),
      });
      await t.app.services.mail.idle();
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]).toMatchObject({
        to: ['postempfaenger@example.org'],
        from: 'kino@example.org',
        auth: { user: 'kino', pass: 'smtp-passwort-1234' },
      });
      await putSettings({ smtp: { host: null } });
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${m.id}/password-reset`,
        headers: bearer(admin),
      });
      await t.app.services.mail.idle();
      expect(smtp.mails).toHaveLength(1);
      expect(readOutbox(t.dataDir).filter((mail) => mail.to.includes('postempfaenger'))).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('names the site in mails by the new name', async () => {
    expect((await putSettings({ siteName: 'Filmkiste' })).json().siteName).toBe('Filmkiste');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'einsteller@example.org' },
    });
    await t.app.services.mail.idle();
    const mail = readOutbox(t.dataDir).find((m) => m.to.includes('einsteller@example.org'));
    expect(mail?.subject).toContain('Filmkiste');
  });

  it('closes and reopens registration', async () => {
    expect((await putSettings({ registrationOpen: false })).json().registrationOpen).toBe(false);
    const register = async (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          username,
          email: `${username}@example.org`,
          password: 'Neues-Konto-1',
          ...(await solvedCaptcha(t.app)),
        },
      });
    const closed = await register('spaetkommer');
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe(
      'Die Registrierung ist derzeit geschlossen. Bitte versuchen Sie es später erneut.',
    );
    await putSettings({ registrationOpen: true });
    expect((await register('fruehkommer')).statusCode).toBe(201);
  });

  it('refuses bad values with German messages and changes nothing', async () => {
    const cases: [object, string][] = [
      [{ siteName: '   ' }, 'Der Seitenname darf nicht leer sein'],
      [{ downloadLimits: { USER: -1 } }, 'Das Limit darf nicht negativ sein'],
      [{ apiLimits: { USER: 5 } }, 'Unbekannte Felder: USER'],
      [{ ntfy: { url: 'ftp://x' } }, 'Die ntfy-Adresse muss mit http:// oder https:// beginnen'],
      [{ smtp: { port: 0 } }, 'Ungültiger Port'],
      [{ geheim: true }, 'Unbekannte Felder: geheim'],
    ];
    const before = (await getSettings()).json();
    for (const [payload, message] of cases) {
      const res = await putSettings(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await getSettings()).json()).toEqual(before);
  });

  it('writes no audit entry when nothing changed', async () => {
    const before = await lastSettingsAudit();
    const same = (await getSettings()).json();
    await putSettings({ siteName: same.siteName, downloadLimits: same.downloadLimits });
    expect((await lastSettingsAudit()).id).toBe(before.id);
  });
});
