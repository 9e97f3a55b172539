import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  movies,
  notificationSettings,
  notifications,
  pushDeliveries,
  releases,
  series,
} from '../src/db/schema';
import { importCommand } from '../src/modules/control/commands';
import { ingestMany } from '../src/modules/ingest/ingest-many';
import { generateNzb } from '../src/seed/nzb-factory';
import { bearer } from './auth-helpers';
import { loadCatalogue } from './catalogue-fixture';
import { member, type Member } from './download-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let kroll: number;
let alte: number;
let delta: { id: number; year: number };
let admin: Member;

const nzbOf = (name: string) => Buffer.from(generateNzb({ name, totalBytes: 20 * 1024 ** 2 }));
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Member, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(who.token), ...(payload ? { payload } : {}) });
const bell = async (who: Member) => (await call('GET', '/notifications', who)).json();
const follow = async (who: Member, kind: 'movie' | 'series', id: number) =>
  expect((await call('POST', `/watchlist/${kind}/${id}`, who)).statusCode).toBe(200);

/** Imports the releases together, as one import run (in as many batches as the pipeline makes); ids in input order. */
async function importTogether(names: string[]): Promise<number[]> {
  const ids = new Map<string, number>();
  await ingestMany(
    t.app.services.ingest,
    names,
    (name) => ({ nzb: nzbOf(name) }),
    (name, result) => {
      if (result.status !== 'imported') throw new Error(`${JSON.stringify(result)}`);
      ids.set(name, result.releaseId);
    },
  );
  // Workers finish in any order: the results arrive as they do.
  return names.map((name) => ids.get(name)!);
}

beforeAll(async () => {
  t = await createTestApp();
  await loadCatalogue(t);
  const db = t.database.db;
  const seriesId = async (title: string) =>
    (await db.select({ id: series.id }).from(series).where(eq(series.title, title)))[0]!.id;
  kroll = await seriesId('Kommissar Kroll');
  alte = await seriesId('Alte Geschichten');
  const [row] = await db
    .select({ id: movies.id, year: movies.year })
    .from(movies)
    .where(eq(movies.title, 'Delta Mission'));
  delta = { id: row!.id, year: row!.year! };
  admin = await member(t, 'verwalter', 'ADMIN');
}, 120_000);
afterAll(() => t.close());

describe('release notifications of imports', () => {
  it('gives each watcher one notification for ten episodes and a season pack imported together', async () => {
    const anna = await member(t, 'anna');
    const bert = await member(t, 'bert');
    const quiet = await member(t, 'quiet');
    const stranger = await member(t, 'stranger');
    await follow(anna, 'series', kroll);
    await follow(bert, 'series', kroll);
    await follow(quiet, 'series', kroll);
    const entry = (await call('GET', `/watchlist/check/series/${kroll}`, quiet)).json();
    await call('PUT', `/watchlist/notifications/${entry.id}`, quiet, { enabled: false });

    const episodes = Array.from(
      { length: 10 },
      (_, n) => `Kommissar.Kroll.S04E${String(n + 1).padStart(2, '0')}.German.1080p.WEB.h264-NEU`,
    );
    const imported = await importTogether([...episodes, 'Kommissar.Kroll.S05.German.1080p.WEB.h264-NEU']);
    expect(imported).toHaveLength(11);

    for (const who of [anna, bert]) {
      const list = await bell(who);
      expect(list.unreadCount).toBe(1);
      expect(list.notifications).toHaveLength(1);
      expect(list.notifications[0]).toMatchObject({
        type: 'release',
        title: '11 neue Releases: Kommissar Kroll',
        message: 'S04E01, S04E02, S04E03, S04E04, S04E05, S04E06, S04E07, S04E08, S04E09, S04E10 und weitere',
        seriesId: kroll,
        movieId: null,
        read: false,
      });
      expect(list.notifications[0].link).toMatch(/^\/series\/kommissar-kroll/);
    }
    expect((await bell(quiet)).notifications).toEqual([]);
    expect((await bell(stranger)).notifications).toEqual([]);
  });

  it('folds the batches of one import into one notification and names the season pack', async () => {
    const carl = await member(t, 'carl');
    await follow(carl, 'series', alte);
    const ingest = t.app.services.ingest;
    const prepare = (name: string) => ingest.prepare({ nzb: nzbOf(name) });
    const run = 'ein-import-lauf';
    await ingest.record(
      [
        await prepare('Alte.Geschichten.S02E01.German.720p.WEB.h264-NEU'),
        await prepare('Alte.Geschichten.S02E01.German.1080p.WEB.h264-NEU'),
      ],
      run,
    );
    await call('POST', '/notifications/mark-all-read', carl);
    await ingest.record([await prepare('Alte.Geschichten.S03.German.1080p.WEB.h264-NEU')], run);
    const list = await bell(carl);
    expect(list.notifications).toHaveLength(1);
    // Read meanwhile: the later batch makes it unread again.
    expect(list.notifications[0]).toMatchObject({
      title: '3 neue Releases: Alte Geschichten',
      message: 'S02E01, Staffel 3',
      read: false,
    });
    // Another import is another notification.
    await ingest.record([await prepare('Alte.Geschichten.S02E02.German.1080p.WEB.h264-NEU')]);
    const after = await bell(carl);
    expect(after.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Neues Release: Alte Geschichten',
      '3 neue Releases: Alte Geschichten',
    ]);
    expect(after.notifications[0].message).toBe('S02E02');
  });

  it('notifies through the CLI import and the upload, and queues ntfy pushes only for members who want them', async () => {
    const dora = await member(t, 'dora');
    const emil = await member(t, 'emil');
    await follow(dora, 'series', kroll);
    await follow(emil, 'series', kroll);
    await t.database.db
      .insert(notificationSettings)
      .values({ userId: dora.id, ntfyTopic: 'dora-topic', ntfyEnabled: true });

    const folder = path.join(t.dataDir, 'cli-import');
    mkdirSync(folder, { recursive: true });
    for (const n of [1, 2]) {
      const name = `Kommissar.Kroll.S06E0${n}.German.1080p.WEB.h264-CLI`;
      writeFileSync(path.join(folder, `${name}.nzb`), nzbOf(name));
    }
    const report = { print: () => {}, progress: () => {} };
    await importCommand.run(
      { services: t.app.services, database: t.database, via: 'cli' },
      { paths: [folder] },
      report,
    );
    const boundary = '----producer-test';
    const parts = ['S07E01', 'S07E02'].map((episode) => {
      const name = `Kommissar.Kroll.${episode}.German.1080p.WEB.h264-UPL`;
      return Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}.nzb"\r\n\r\n`,
        ),
        nzbOf(name),
        Buffer.from('\r\n'),
      ]);
    });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/releases/upload',
      payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
      headers: { ...bearer(admin.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(upload.json()).toMatchObject({ imported: 2 });

    for (const who of [dora, emil]) {
      const list = await bell(who);
      expect(list.notifications.map((n: { message: string }) => n.message)).toEqual([
        'S07E01, S07E02',
        'S06E01, S06E02',
      ]);
    }
    const pushes = await t.database.db
      .select({ userId: notifications.userId })
      .from(pushDeliveries)
      .innerJoin(notifications, eq(notifications.id, pushDeliveries.notificationId));
    expect(pushes).toEqual([{ userId: dora.id }, { userId: dora.id }]);
  });

  it('fulfils open requests the import answers, a catalogue title and a free title, and tells the members', async () => {
    const frida = await member(t, 'frida');
    const gustav = await member(t, 'gustav');
    const byCatalogue = await call('POST', '/requests', frida, { kind: 'movie', movieId: delta.id });
    expect(byCatalogue.statusCode).toBe(201);
    const byTitle = await call('POST', '/requests', gustav, {
      kind: 'movie',
      title: 'charlie UND die Wolke',
    });
    expect(byTitle.statusCode).toBe(201);
    const unrelated = await call('POST', '/requests', gustav, {
      kind: 'movie',
      title: 'Gibt es nicht',
      year: 2001,
    });

    const [deltaRelease, charlieRelease] = await importTogether([
      `Delta.Mission.${delta.year}.German.1080p.WEB.x264-NEU`,
      'Charlie.und.die.Wolke.German.1080p.WEB.x264-NEU',
    ]);
    const own = async (who: Member) => (await call('GET', '/requests', who)).json().requests;
    expect(await own(frida)).toMatchObject([
      { id: byCatalogue.json().id, status: 'fulfilled', releaseId: deltaRelease },
    ]);
    const gustavs = await own(gustav);
    expect(gustavs.find((r: { id: number }) => r.id === byTitle.json().id)).toMatchObject({
      status: 'fulfilled',
      releaseId: charlieRelease,
      link: expect.stringMatching(/^\/movies\//),
    });
    expect(gustavs.find((r: { id: number }) => r.id === unrelated.json().id)).toMatchObject({
      status: 'open',
    });

    const told = (await bell(frida)).notifications;
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: 'release',
      title: 'Request erfüllt: Delta Mission',
      message: `Ihr Request wurde erfüllt. Neu: Delta.Mission.${delta.year}.German.1080p.WEB.x264-NEU`,
      movieId: delta.id,
    });
    expect((await bell(gustav)).notifications[0]).toMatchObject({
      title: 'Request erfüllt: charlie UND die Wolke',
      link: expect.stringMatching(/^\/movies\//),
    });
  });

  it('tells the member when an administrator resolves a request', async () => {
    const hanna = await member(t, 'hanna');
    const filed = (
      await call('POST', '/requests', hanna, { kind: 'movie', title: 'Ein Film', year: 1990 })
    ).json();
    const res = await call('PUT', `/admin/requests/${filed.id}`, admin, {
      status: 'rejected',
      reason: 'Gibt es nicht',
    });
    expect(res.statusCode).toBe(200);
    expect((await bell(hanna)).notifications).toMatchObject([
      {
        type: 'system',
        title: 'Request abgelehnt: Ein Film',
        message: 'Begründung: Gibt es nicht',
        read: false,
      },
    ]);
  });

  it('keeps the release when notifying fails, and logs the failure', async () => {
    const ida = await member(t, 'ida');
    await follow(ida, 'series', kroll);
    const logged = vi.spyOn(t.app.log, 'error');
    const db = t.database.db;
    await db.execute(sql`alter table notifications rename to notifications_weg`);
    let ids: number[];
    try {
      ids = await importTogether(['Kommissar.Kroll.S08E01.German.1080p.WEB.h264-NEU']);
    } finally {
      await db.execute(sql`alter table notifications_weg rename to notifications`);
    }
    expect(ids).toHaveLength(1);
    const [stored] = await db
      .select({ seriesId: releases.seriesId })
      .from(releases)
      .where(eq(releases.id, ids[0]!));
    expect(stored).toEqual({ seriesId: kroll });
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ releases: 1 }),
      'Watchlist-Benachrichtigungen zu neuen Releases konnten nicht geschrieben werden',
    );
    logged.mockRestore();
    expect((await bell(ida)).notifications).toEqual([]);
  });
});
