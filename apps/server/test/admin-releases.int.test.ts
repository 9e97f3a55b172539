import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes, movies, releases, series } from '../src/db/schema';
import { bearer, tokenFor } from './auth-helpers';
import { PASSWORD } from './download-fixture';
import { importNamed, newznabCatalogue } from './newznab-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: string;
let metropolisId: number;
let krollId: number;
let krollE2Id: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.users.createAccount({
    username: 'pfleger',
    email: 'pfleger@example.org',
    password: PASSWORD,
    role: 'ADMIN',
  });
  admin = await tokenFor(t.app, 'pfleger', PASSWORD);
  await t.app.services.catalogue.importFile(newznabCatalogue());
  const db = t.database.db;
  metropolisId = (await db.select().from(movies).where(eq(movies.title, 'Metropolis')))[0]!.id;
  krollId = (await db.select().from(series).where(eq(series.title, 'Kommissar Kroll')))[0]!.id;
  krollE2Id = (
    await db.select().from(episodes).where(eq(episodes.seriesId, krollId)).orderBy(episodes.episodeNumber)
  )[1]!.id;
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

async function lastAudit(id: number) {
  const res = await call('GET', `/api/admin/audit?entityType=release&entityId=${id}`);
  return res.json().entries[0];
}

describe('GET /api/admin/releases', () => {
  it('lists with search, category and the unmatched filter', async () => {
    const matched = await importNamed(t, 'Metropolis.1927.German.1080p.BluRay.x264-LISTE');
    const unmatched = await importNamed(t, 'Unbekannter.Titel.2019.German.1080p.WEB.x264-LISTE');
    const all = (await call('GET', '/api/admin/releases?search=LISTE')).json();
    expect(all.total).toBe(2);
    expect(all.releases.map((r: { id: number }) => r.id)).toEqual([unmatched.id, matched.id]);
    expect(all.releases[1]).toMatchObject({
      category: 'MOVIE',
      movieId: metropolisId,
      movie: { id: metropolisId, title: 'Metropolis', year: 1927 },
      hasNfo: false,
      grabs: 0,
    });
    const open = (await call('GET', '/api/admin/releases?search=LISTE&unmatched=true')).json();
    expect(open.releases.map((r: { id: number }) => r.id)).toEqual([unmatched.id]);
    expect((await call('GET', '/api/admin/releases?search=LISTE&category=TV')).json().total).toBe(0);
  });

  it('refuses bad filters in German', async () => {
    const res = await call('GET', '/api/admin/releases?unmatched=vielleicht');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('unmatched muss true oder false sein');
  });
});

describe('PUT /api/admin/releases/:id', () => {
  it('links an unmatched release to a film and records before and after', async () => {
    const r = await importNamed(t, 'Metropolis.Restauriert.German.720p.WEB.x264-EDIT');
    const res = await call('PUT', `/api/admin/releases/${r.id}`, { movieId: metropolisId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ movieId: metropolisId, seriesId: null, episodeId: null });
    const page = await t.app.inject({ url: `/api/movies/${metropolisId}/releases` });
    expect(page.body).toContain('Metropolis.Restauriert');
    expect(await lastAudit(r.id)).toMatchObject({
      action: 'release.update',
      actorName: 'pfleger',
      before: { movieId: null },
      after: { movieId: metropolisId },
    });
  });

  it('tells the members who watch the film when an admin links a release to it, once', async () => {
    await t.app.services.users.createAccount({
      username: 'zuschauerin',
      email: 'zuschauerin@example.org',
      password: PASSWORD,
    });
    const member = await tokenFor(t.app, 'zuschauerin', PASSWORD);
    const follow = await t.app.inject({
      method: 'POST',
      url: `/api/watchlist/movie/${metropolisId}`,
      headers: bearer(member),
    });
    expect(follow.statusCode).toBeLessThan(300);
    const bell = async () =>
      (await t.app.inject({ url: '/api/notifications', headers: bearer(member) })).json().notifications;
    expect(await bell()).toEqual([]);
    const r = await importNamed(t, 'Metropolis.Fundstueck.German.720p.WEB.x264-GLOCKE');
    expect(await bell()).toEqual([]);
    await call('PUT', `/api/admin/releases/${r.id}`, { movieId: metropolisId });
    // Renaming it later is no new arrival.
    await call('PUT', `/api/admin/releases/${r.id}`, {
      name: 'Metropolis.Fundstueck.German.720p.WEB.x264-GLOCKE2',
    });
    const notes = await bell();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'release', movieId: metropolisId, read: false });
  });

  it('links an episode with its series and season, and moves a release from a film to a series', async () => {
    const r = await importNamed(t, 'Metropolis.1927.German.DVDRip.XviD-WECHSEL');
    expect((await call('GET', `/api/admin/releases/${r.id}`)).json().movieId).toBe(metropolisId);
    const res = await call('PUT', `/api/admin/releases/${r.id}`, { episodeId: krollE2Id, category: 'TV' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      category: 'TV',
      movieId: null,
      seriesId: krollId,
      episodeId: krollE2Id,
      episode: { seasonNumber: 1, episodeNumber: 2, title: 'Die Spur' },
    });
    expect(res.json().seasonId).not.toBeNull();
    const unlinked = await call('PUT', `/api/admin/releases/${r.id}`, {
      seriesId: null,
      name: 'Neuer.Name-X',
    });
    expect(unlinked.json()).toMatchObject({
      name: 'Neuer.Name-X',
      seriesId: null,
      seasonId: null,
      episodeId: null,
    });
  });

  it('refuses contradicting or unknown links with German messages and changes nothing', async () => {
    const r = await importNamed(t, 'Fehlerfall.2020.German.1080p.WEB.x264-FEHLER');
    const cases: [object, string][] = [
      [{ movieId: metropolisId, seriesId: krollId }, 'nicht zugleich mit einem Film und einer Serie'],
      [{ movieId: 999999 }, 'Film nicht gefunden.'],
      [{ seriesId: 999999 }, 'Serie nicht gefunden.'],
      [{ episodeId: 999999 }, 'Episode nicht gefunden.'],
      [{ name: 'ab' }, 'mindestens 3 Zeichen'],
      [{ category: 'PORN' }, 'category muss einer von'],
      [{ guid: 'x' }, 'Unbekannte Felder: guid'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('PUT', `/api/admin/releases/${r.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await lastAudit(r.id)).toBeUndefined();
    expect((await call('PUT', '/api/admin/releases/999999', { name: 'Irgendwas' })).statusCode).toBe(404);
  });
});

describe('POST /api/admin/releases/rematch', () => {
  it('links releases whose title arrived in the catalogue later, and keeps hand-made links', async () => {
    const late = await importNamed(t, 'Spaeter.Film.2022.German.1080p.WEB.x264-SPAET');
    const manual = await importNamed(t, 'Handarbeit.2022.German.1080p.WEB.x264-HAND');
    await call('PUT', `/api/admin/releases/${manual.id}`, { movieId: metropolisId });
    await t.app.services.catalogue.importFile({
      version: 1,
      movies: [{ title: 'Spaeter Film', year: 2022, tmdbId: 4242 }],
      series: [],
    });
    const res = await call('POST', '/api/admin/releases/rematch', { ids: [late.id, manual.id, 999999] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      checked: 2,
      linked: 1,
      results: [
        { id: late.id, matched: 'movie', changed: true },
        { id: manual.id, matched: 'movie', changed: false },
      ],
    });
    const [row] = await t.database.db.select().from(releases).where(eq(releases.id, manual.id));
    expect(row!.movieId).toBe(metropolisId);
    expect(await lastAudit(late.id)).toMatchObject({ action: 'release.rematch', before: { movieId: null } });
  });

  it('wants at least one id', async () => {
    const res = await call('POST', '/api/admin/releases/rematch', { ids: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Bitte mindestens ein Release angeben.');
  });
});

describe('DELETE /api/admin/releases/:id', () => {
  it('deletes the NZB blob, and the NFO only once no other release shares it', async () => {
    const nfo = Buffer.from('Gemeinsame NFO für zwei Releases\n');
    const first = await importNamed(t, 'Geteilt.2020.German.1080p.WEB.x264-TEIL', nfo);
    const second = await importNamed(t, 'Geteilt.2020.German.720p.WEB.x264-TEIL', nfo);
    const [row1] = await t.database.db.select().from(releases).where(eq(releases.id, first.id));
    const [row2] = await t.database.db.select().from(releases).where(eq(releases.id, second.id));
    expect(row1!.nfoHash).toBe(row2!.nfoHash);

    const res = await call('DELETE', `/api/admin/releases/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Das Release Geteilt.2020.German.1080p.WEB.x264-TEIL wurde gelöscht.');
    expect(await t.blobs.has('nzb', row1!.nzbHash)).toBe(false);
    expect(await t.blobs.has('nfo', row1!.nfoHash!)).toBe(true);
    expect(await t.blobs.has('nzb', row2!.nzbHash)).toBe(true);
    expect(await lastAudit(first.id)).toMatchObject({
      action: 'release.delete',
      before: { name: 'Geteilt.2020.German.1080p.WEB.x264-TEIL' },
      after: { removedBlobs: ['nzb'] },
    });

    expect((await call('DELETE', `/api/admin/releases/${second.id}`)).statusCode).toBe(200);
    expect(await t.blobs.has('nfo', row2!.nfoHash!)).toBe(false);
    expect(await t.blobs.has('nzb', row2!.nzbHash)).toBe(false);
    expect((await call('GET', `/api/admin/releases/${second.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/releases/${second.id}`)).statusCode).toBe(404);
  });
});
