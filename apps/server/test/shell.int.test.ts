import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { changelogEntries } from '../src/db/schema';
import { createTestApp, type TestApp } from './test-app';

const webDist = mkdtempSync(path.join(tmpdir(), 'nzbkino-web-'));
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><script id="site-config" type="application/json">{"siteName":"NZBKino"}</script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ webDist, siteName: 'Kino </script><script>alert(1)</script>' });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers page paths with index.html carrying the configured site name, safely escaped', async () => {
    for (const url of ['/', '/movies/metropolis-1927', '/gibt/es/nicht']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(url === '/gibt/es/nicht' ? 404 : 200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toContain('<script>alert(1)</script>');
      expect(res.body).toContain(
        '"siteName":"Kino \\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"',
      );
    }
  });

  it('carries the site name and whether sign-up is open as set in the admin area, without a restart', async () => {
    const before = await t.app.services.siteSettings.current();
    expect((await t.app.inject({ url: '/' })).body).toContain('"registrationOpen":true');
    await t.app.services.siteSettings.save({ siteName: 'Filmkiste', registrationOpen: false }, null);
    const body = (await t.app.inject({ url: '/auth/signup' })).body;
    expect(body).toContain('{"siteName":"Filmkiste","registrationOpen":false}');
    await t.app.services.siteSettings.save(
      { siteName: before.siteName, registrationOpen: before.registrationOpen },
      null,
    );
  });

  it("serves a site name with the replacement patterns $', $` and $& as written, the page intact", async () => {
    const before = await t.app.services.siteSettings.current();
    const siteName = "Kino $' $` $& $$ $1";
    await t.app.services.siteSettings.save({ siteName }, null);
    try {
      const res = await t.app.inject({ url: '/' });
      expect(res.statusCode).toBe(200);
      const config = /<script id="site-config" type="application\/json">(.*?)<\/script>/.exec(res.body);
      expect(JSON.parse(config?.[1] ?? 'null')).toMatchObject({ siteName });
      // The page around the tag is the template's, once: nothing copied into or out of it.
      expect(res.body.startsWith('<!doctype html><html><head><script id="site-config"')).toBe(true);
      expect(res.body.endsWith('</script></head><body><div id="root"></div></body></html>')).toBe(true);
      expect(res.body.match(/<div id="root">/g)).toHaveLength(1);
    } finally {
      await t.app.services.siteSettings.save({ siteName: before.siteName }, null);
    }
  });

  it('answers 404 with the app (its 404 page) for paths outside the route table', async () => {
    for (const url of [
      '/series/dark/season/1/episode/2',
      '/impressum',
      '/movies/',
      '/admin/users',
      '/auth/signin?redirect=nodebb',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
    for (const url of [
      '/gibt-es-nicht',
      '/movies/a/b',
      '/series/dark/season/1',
      '/admin/nope',
      '/%C3%A4rger',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('serves hashed assets with a year-long cache and never sends the raw template', async () => {
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const raw = await t.app.inject({ url: '/index.html' });
    expect(raw.body).not.toContain('{"siteName":"NZBKino"}');
  });

  it('keeps JSON 404s for API paths and real 404s for missing assets', async () => {
    const api = await t.app.inject({ url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});

describe('the embedded database', () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'keeps its data in DATA_DIR across restarts',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'nzbkino-pglite-'));
      try {
        const first = await openDatabase({ dataDir });
        await runMigrations(first);
        await first.db
          .insert(changelogEntries)
          .values({ version: '9.9.9', releaseDate: new Date(), title: 'bleibt' });
        await first.close();
        const second = await openDatabase({ dataDir });
        await runMigrations(second);
        const rows = await second.db.select().from(changelogEntries);
        await second.close();
        expect(rows.map((r) => r.title)).toEqual(['bleibt']);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
