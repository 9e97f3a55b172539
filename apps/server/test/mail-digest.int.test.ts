import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { movies, series } from '../src/db/schema';
import { generateNzb } from '../src/seed/nzb-factory';
import { bearer } from './auth-helpers';
import { loadCatalogue } from './catalogue-fixture';
import { member, type Member } from './download-fixture';
import { parseMail } from './mail-helpers';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server';
import { createTestApp, type TestApp } from './test-app';

const SITE = 'https://kino.example.org';
const HOUR = 3600_000;
let smtp: SmtpTestServer;
let t: TestApp;
let kroll: { id: number; slug: string };
let delta: { id: number; year: number; slug: string };

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    publicUrl: SITE,
    mail: {
      smtp: { host: '127.0.0.1', port: smtp.port, secure: false, user: undefined, pass: undefined },
      from: 'NZBKino <kino@example.org>',
    },
  });
  await loadCatalogue(t);
  const db = t.database.db;
  kroll = (
    await db
      .select({ id: series.id, slug: series.slug })
      .from(series)
      .where(eq(series.title, 'Kommissar Kroll'))
  )[0]!;
  const [film] = await db
    .select({ id: movies.id, year: movies.year, slug: movies.slug })
    .from(movies)
    .where(eq(movies.title, 'Delta Mission'));
  delta = { id: film!.id, year: film!.year!, slug: film!.slug };
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: Member, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });

let imported = 0;
async function importEpisodes(...episodes: string[]) {
  const ingest = t.app.services.ingest;
  const prepared = await Promise.all(
    episodes.map((episode) =>
      ingest.prepare({
        nzb: Buffer.from(
          generateNzb({
            name: `Kommissar.Kroll.${episode}.German.1080p.WEB.h264-MAIL`,
            totalBytes: 1e7 + imported++,
          }),
        ),
      }),
    ),
  );
  await ingest.record(prepared);
}

/** Runs the digest job as of `now` and answers the mails it sent to `who`. */
async function digest(now: Date, who: string): Promise<ReturnType<typeof parseMail>[]> {
  const before = smtp.mails.length;
  await t.app.services.mailDigest.runOnce(now);
  await t.app.services.mail.idle();
  return smtp.mails
    .slice(before)
    .map((mail) => parseMail(mail.data))
    .filter((mail) => mail.to.includes(who));
}

describe('release mail digest', () => {
  it('is off until switched on, and starts after the notifications the member has then', async () => {
    const anna = await member(t, 'anna');
    expect((await call('GET', '/users/notification-mail', anna)).json()).toEqual({
      enabled: false,
      lastDigestAt: null,
    });
    await call('POST', `/watchlist/series/${kroll.id}`, anna);
    await importEpisodes('S20E01');
    expect(await digest(new Date(), 'anna@')).toEqual([]);
    const on = await call('PUT', '/users/notification-mail', anna, { enabled: true });
    expect(on.json()).toEqual({ enabled: true, lastDigestAt: null });
    expect((await call('PUT', '/users/notification-mail', anna, { enabled: 'ja' })).statusCode).toBe(400);
    // The notification from before the switch is not mailed.
    expect(await digest(new Date(), 'anna@')).toEqual([]);
  });

  it('mails unread release notifications at most once an hour, and never one twice', async () => {
    const bert = await member(t, 'bert');
    await call('POST', `/watchlist/series/${kroll.id}`, bert);
    await call('PUT', '/users/notification-mail', bert, { enabled: true });
    await call('POST', '/requests', bert, { kind: 'movie', movieId: delta.id });
    await importEpisodes('S21E01', 'S21E02');
    const ingest = t.app.services.ingest;
    await ingest.record([
      await ingest.prepare({
        nzb: Buffer.from(
          generateNzb({ name: `Delta.Mission.${delta.year}.German.720p.WEB.x264-MAIL`, totalBytes: 1e7 }),
        ),
      }),
    ]);
    const start = new Date();
    const [mail, ...more] = await digest(start, 'bert@');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('NZBKino: 2 neue Benachrichtigungen');
    // The mail's last line break is the transport's business.
    expect(mail!.text.trimEnd()).toBe(
      [
        'Hallo bert,',
        '',
        'für Titel auf Ihrer Watchlist und Ihre Requests gibt es Neuigkeiten:',
        '',
        '• Request erfüllt: Delta Mission',
        `  Ihr Request wurde erfüllt. Neu: Delta.Mission.${delta.year}.German.720p.WEB.x264-MAIL`,
        `  ${SITE}/movies/${delta.slug}`,
        '',
        '• 2 neue Releases: Kommissar Kroll',
        '  S21E01, S21E02',
        `  ${SITE}/series/${kroll.slug}`,
        '',
        `Diese Mail kommt höchstens einmal pro Stunde. Abbestellen können Sie sie in Ihren Einstellungen: ${SITE}/settings`,
        '',
        'Viele Grüße',
        'Ihr NZBKino-Team',
      ].join('\n'),
    );
    const settings = (await call('GET', '/users/notification-mail', bert)).json();
    expect(settings).toEqual({ enabled: true, lastDigestAt: start.toISOString() });

    // Nothing new: no mail, however late.
    expect(await digest(new Date(start.getTime() + 2 * HOUR), 'bert@')).toEqual([]);
    // New within the hour: waits for the hour to pass.
    await importEpisodes('S21E03');
    expect(await digest(new Date(start.getTime() + 59 * 60_000), 'bert@')).toEqual([]);
    const [next] = await digest(new Date(start.getTime() + HOUR), 'bert@');
    expect(next!.subject).toBe('NZBKino: 1 neue Benachrichtigung');
    expect(next!.text).toContain('• Neues Release: Kommissar Kroll\n  S21E03\n');
    expect(next!.text).not.toContain('S21E01');
  });

  it('leaves out what the member read in the bell, and stops when switched off', async () => {
    const carl = await member(t, 'carl');
    await call('POST', `/watchlist/series/${kroll.id}`, carl);
    await call('PUT', '/users/notification-mail', carl, { enabled: true });
    await importEpisodes('S22E01');
    await call('POST', '/notifications/mark-all-read', carl);
    expect(await digest(new Date(), 'carl@')).toEqual([]);
    await importEpisodes('S22E02');
    expect(await call('PUT', '/users/notification-mail', carl, { enabled: false })).toMatchObject({
      statusCode: 200,
    });
    expect(await digest(new Date(Date.now() + 2 * HOUR), 'carl@')).toEqual([]);
  });

  it('keeps the notifications of a digest the mail server refused and sends them at the next look', async () => {
    const dora = await member(t, 'dora');
    await call('POST', `/watchlist/series/${kroll.id}`, dora);
    await call('PUT', '/users/notification-mail', dora, { enabled: true });
    await importEpisodes('S23E01');
    const start = new Date();
    smtp.refusing = true;
    try {
      expect(await digest(start, 'dora@')).toEqual([]);
    } finally {
      smtp.refusing = false;
    }
    // Not counted as sent: no hour to wait, and the episode is still to come.
    expect((await call('GET', '/users/notification-mail', dora)).json()).toEqual({
      enabled: true,
      lastDigestAt: null,
    });
    await importEpisodes('S23E02');
    const later = new Date(start.getTime() + 5 * 60_000);
    const [mail, ...more] = await digest(later, 'dora@');
    expect(more).toEqual([]);
    // The refused notification and the newer one, each as it was produced.
    expect(mail!.subject).toBe('NZBKino: 2 neue Benachrichtigungen');
    expect(mail!.text).toContain('• Neues Release: Kommissar Kroll\n  S23E01\n');
    expect(mail!.text).toContain('• Neues Release: Kommissar Kroll\n  S23E02\n');
    expect((await call('GET', '/users/notification-mail', dora)).json()).toEqual({
      enabled: true,
      lastDigestAt: later.toISOString(),
    });
  });
});
