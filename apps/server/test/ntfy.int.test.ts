import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { notificationSettings, pushDeliveries, series } from '../src/db/schema';
import { startNtfyTestServer, type NtfyTestServer } from '../src/integrations/ntfy/ntfy-test-server';
import { generateNzb } from '../src/seed/nzb-factory';
import { bearer } from './auth-helpers';
import { loadCatalogue } from './catalogue-fixture';
import { member, type Member } from './download-fixture';
import { createTestApp, type TestApp } from './test-app';

const SITE = 'https://kino.example.org';
let t: TestApp;
let ntfy: NtfyTestServer;
let kroll: { id: number; slug: string };

beforeAll(async () => {
  ntfy = await startNtfyTestServer();
  t = await createTestApp({ ntfy: { url: ntfy.url, token: 'tk_geheim' }, publicUrl: SITE });
  await loadCatalogue(t);
  const [row] = await t.database.db
    .select({ id: series.id, slug: series.slug })
    .from(series)
    .where(eq(series.title, 'Kommissar Kroll'));
  kroll = row!;
}, 120_000);
afterAll(async () => {
  await t.close();
  await ntfy.close();
});

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, who?: Member, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? bearer(who.token) : {},
    ...(payload ? { payload } : {}),
  });
const dispatcher = () => t.app.services.pushDispatcher;
const deliveries = () => t.database.db.select().from(pushDeliveries);
/** As much later than now as the pushes of an import wait to gather its batches, and a bit. */
const later = (ms = 11_000) => new Date(Date.now() + ms);

async function importEpisodes(...episodes: string[]) {
  const ingest = t.app.services.ingest;
  const prepared = await Promise.all(
    episodes.map((episode) =>
      ingest.prepare({
        nzb: Buffer.from(
          generateNzb({ name: `Kommissar.Kroll.${episode}.German.1080p.WEB.h264-PUSH`, totalBytes: 1e7 }),
        ),
      }),
    ),
  );
  await ingest.record(prepared);
}

/** A member who follows Kommissar Kroll with ntfy switched on: the only one, with nothing queued yet. */
async function pushMember(name: string): Promise<{ who: Member; topic: string }> {
  await t.database.db.update(notificationSettings).set({ ntfyEnabled: false });
  await t.database.db.delete(pushDeliveries);
  const who = await member(t, name);
  await call('POST', `/watchlist/series/${kroll.id}`, who);
  const res = await call('PUT', '/users/ntfy/settings', who, { enabled: true });
  return { who, topic: res.json().topic };
}

describe('ntfy settings', () => {
  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/users/ntfy/settings'],
      ['PUT', '/users/ntfy/settings'],
      ['POST', '/users/ntfy/test'],
      ['GET', '/users/notification-mail'],
      ['PUT', '/users/notification-mail'],
    ] as const) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('gives each member a random topic that is hard to guess, the same on every read', async () => {
    const anna = await member(t, 'anna');
    const bert = await member(t, 'bert');
    const first = (await call('GET', '/users/ntfy/settings', anna)).json();
    expect(first).toEqual({
      enabled: false,
      customTopic: null,
      topic: expect.stringMatching(/^nzbkino-[-_A-Za-z0-9]{24}$/),
      serverUrl: ntfy.url,
    });
    expect((await call('GET', '/users/ntfy/settings', anna)).json()).toEqual(first);
    expect((await call('GET', '/users/ntfy/settings', bert)).json().topic).not.toBe(first.topic);
  });

  it('takes an own topic by ntfy’s rules and goes back to the random one without it', async () => {
    const carl = await member(t, 'carl');
    const random = (await call('GET', '/users/ntfy/settings', carl)).json().topic;
    const own = await call('PUT', '/users/ntfy/settings', carl, {
      enabled: true,
      customTopic: ' Carls_Filme-1 ',
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ enabled: true, customTopic: 'Carls_Filme-1', topic: 'Carls_Filme-1' });
    const refused: [unknown, string][] = [
      ['mein topic', 'Das Topic darf nur Buchstaben, Ziffern, „-“ und „_“ enthalten'],
      ['ümlaut', 'Das Topic darf nur Buchstaben, Ziffern, „-“ und „_“ enthalten'],
      ['x'.repeat(65), 'Das Topic darf höchstens 64 Zeichen lang sein'],
      ['docs', 'Dieses Topic ist beim ntfy-Server reserviert. Bitte wählen Sie ein anderes.'],
    ];
    for (const [customTopic, message] of refused) {
      const res = await call('PUT', '/users/ntfy/settings', carl, { enabled: true, customTopic });
      expect(res.statusCode, String(customTopic)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await call('PUT', '/users/ntfy/settings', carl, { enabled: 'ja' })).statusCode).toBe(400);
    const back = await call('PUT', '/users/ntfy/settings', carl, { enabled: false, customTopic: '' });
    expect(back.json()).toEqual({ enabled: false, customTopic: null, topic: random, serverUrl: ntfy.url });
  });

  it('publishes a test message to the topic in use, with the access token', async () => {
    const dora = await member(t, 'dora');
    await call('PUT', '/users/ntfy/settings', dora, { enabled: false, customTopic: 'doras-kino' });
    const before = ntfy.received.length;
    const res = await call('POST', '/users/ntfy/test', dora);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, topic: 'doras-kino' });
    expect(ntfy.received.slice(before)).toEqual([
      {
        topic: 'doras-kino',
        title: 'NZBKino: Testnachricht',
        message: 'ntfy ist eingerichtet: Hier erscheinen Ihre Benachrichtigungen über neue Releases.',
        click: `${SITE}/settings`,
        priority: '3',
        tags: ['white_check_mark'],
        authorization: 'Bearer tk_geheim',
        at: expect.any(Number),
      },
    ]);
  });

  it('answers a clear German 502 when the ntfy server fails or is away, and limits the tests', async () => {
    const emil = await member(t, 'emil');
    ntfy.failNext(500);
    const failed = await call('POST', '/users/ntfy/test', emil);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe('Bad Gateway');
    expect(failed.json().message).toBe(
      'Der ntfy-Server hat die Nachricht nicht angenommen (HTTP 500). Bitte prüfen Sie das Topic und versuchen Sie es später erneut.',
    );
    const away = await createTestApp({ ntfy: { url: 'http://127.0.0.1:9', token: undefined } });
    try {
      const frida = await member(away, 'frida');
      const res = await away.app.inject({
        method: 'POST',
        url: '/api/users/ntfy/test',
        headers: bearer(frida.token),
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(
        'Der ntfy-Server ist nicht erreichbar. Bitte versuchen Sie es später erneut oder wenden Sie sich an die Administration.',
      );
    } finally {
      await away.close();
    }
    for (let n = 2; n <= 5; n++) expect((await call('POST', '/users/ntfy/test', emil)).statusCode).toBe(200);
    const limited = await call('POST', '/users/ntfy/test', emil);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Zu viele Testnachrichten. Bitte warten Sie einige Minuten.');
  });
});

describe('ntfy delivery', () => {
  it('pushes one message per import and title, with the title page as click, after the import', async () => {
    const { topic } = await pushMember('gustav');
    const quiet = await member(t, 'quiet');
    await call('POST', `/watchlist/series/${kroll.id}`, quiet);
    await importEpisodes('S09E01', 'S09E02');
    // Queued, not sent: the import never waits for ntfy, and the batches of an import gather first.
    expect(await deliveries()).toHaveLength(1);
    expect(await dispatcher().runOnce()).toEqual({ sent: 0, failed: 0, dropped: 0 });
    const before = ntfy.received.length;
    expect(await dispatcher().runOnce(later())).toEqual({ sent: 1, failed: 0, dropped: 0 });
    expect(ntfy.received.slice(before)).toEqual([
      {
        topic,
        title: '2 neue Releases: Kommissar Kroll',
        message: 'S09E01, S09E02',
        click: `${SITE}/series/${kroll.slug}`,
        priority: '3',
        tags: ['tv'],
        authorization: 'Bearer tk_geheim',
        at: expect.any(Number),
      },
    ]);
    expect(await deliveries()).toEqual([]);
  });

  it('tells a requester by push when an import fulfils the request, umlauts and all', async () => {
    const { who, topic } = await pushMember('karla');
    const [zukunft] = await t.database.db
      .select({ id: series.id, slug: series.slug })
      .from(series)
      .where(eq(series.title, 'Zukunft'));
    expect((await call('POST', '/requests', who, { kind: 'series', seriesId: zukunft!.id })).statusCode).toBe(
      201,
    );
    const ingest = t.app.services.ingest;
    await ingest.record([
      await ingest.prepare({
        nzb: Buffer.from(generateNzb({ name: 'Zukunft.S01E01.German.1080p.WEB.h264-PUSH', totalBytes: 1e7 })),
      }),
    ]);
    const before = ntfy.received.length;
    expect((await dispatcher().runOnce(later())).sent).toBe(1);
    expect(ntfy.received.slice(before)).toMatchObject([
      {
        topic,
        title: 'Request erfüllt: Zukunft',
        message: 'Ihr Request wurde erfüllt. Neu: S01E01',
        click: `${SITE}/series/${zukunft!.slug}`,
        priority: '4',
        tags: ['tada'],
      },
    ]);
  });

  it('retries after a 500 with growing back-off, and gives up after the last attempt keeping the error', async () => {
    await pushMember('hanna');
    await importEpisodes('S10E01');
    const start = later();
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    ntfy.failNext(500);
    expect(await dispatcher().runOnce(start)).toEqual({ sent: 0, failed: 1, dropped: 0 });
    const [first] = await deliveries();
    expect(first).toMatchObject({ attempts: 1, nextAttemptAt: at(30) });
    expect(first!.lastError).toContain('HTTP 500');
    expect((await dispatcher().runOnce(at(29))).sent).toBe(0);
    ntfy.failNext(500);
    expect((await dispatcher().runOnce(at(30))).failed).toBe(1);
    expect((await deliveries())[0]).toMatchObject({ attempts: 2, nextAttemptAt: at(90) });
    const before = ntfy.received.length;
    expect((await dispatcher().runOnce(at(90))).sent).toBe(1);
    expect(ntfy.received.slice(before).map((push) => push.message)).toEqual(['S10E01']);

    await importEpisodes('S10E02');
    ntfy.failNext(503, 8);
    let when = later().getTime();
    for (let attempt = 1; attempt <= 8; attempt++) {
      expect((await dispatcher().runOnce(new Date(when))).failed, `attempt ${attempt}`).toBe(1);
      when += 3600_000;
    }
    expect(await dispatcher().runOnce(new Date(when + 86_400_000))).toEqual({
      sent: 0,
      failed: 0,
      dropped: 0,
    });
    const [given] = await deliveries();
    expect(given).toMatchObject({ attempts: 8 });
    expect(given!.lastError).toContain('HTTP 503');
    await t.database.db.delete(pushDeliveries);
  });

  it('gives up at once when ntfy refuses the topic, and drops deliveries of members who switched off', async () => {
    const { who } = await pushMember('ida');
    await importEpisodes('S11E01');
    ntfy.failNext(403);
    expect((await dispatcher().runOnce(later())).failed).toBe(1);
    expect((await deliveries())[0]).toMatchObject({ attempts: 8 });
    expect((await dispatcher().runOnce(later(86_400_000))).failed).toBe(0);
    await t.database.db.delete(pushDeliveries);

    await importEpisodes('S11E02');
    await call('PUT', '/users/ntfy/settings', who, { enabled: false });
    expect(await dispatcher().runOnce(later())).toEqual({ sent: 0, failed: 0, dropped: 1 });
    expect(await deliveries()).toEqual([]);
  });

  it('runs in the background once started, and stops cleanly', async () => {
    const { topic } = await pushMember('jan');
    await importEpisodes('S12E01');
    await t.database.db.update(pushDeliveries).set({ nextAttemptAt: sql`now()` });
    const before = ntfy.received.length;
    dispatcher().start();
    try {
      const received = await ntfy.waitFor(before + 1);
      expect(received.slice(before).map((push) => [push.topic, push.message])).toEqual([[topic, 'S12E01']]);
    } finally {
      await dispatcher().stop();
    }
    expect(await deliveries()).toEqual([]);
  });
});
