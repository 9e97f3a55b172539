import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { changelogEntries, news, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
  });
});

describe('GET /api/stats', () => {
  it('counts real rows', async () => {
    const before = (await t.app.inject({ url: '/api/stats' })).json();
    expect(before).toEqual({ movieCount: 0, seriesCount: 0, releaseCount: 0, userCount: 0, totalSize: 0 });
    await t.database.db.insert(users).values([
      { username: 'anna', email: 'anna@example.org', passwordHash: 'x' },
      { username: 'ben', email: 'ben@example.org', passwordHash: 'x' },
    ]);
    const after = (await t.app.inject({ url: '/api/stats' })).json();
    expect(after.userCount).toBe(2);
  });
});

describe('changelog', () => {
  it('answers an empty list and the default version label when nothing is stored', async () => {
    const list = await t.app.inject({ url: '/api/changelog' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    const latest = await t.app.inject({ url: '/api/changelog/latest-version' });
    expect(latest.headers['content-type']).toMatch(/^text\/plain/);
    expect(latest.body).toBe('v0.1');
  });

  it('lists versions newest first with their change groups', async () => {
    await t.database.db.insert(changelogEntries).values([
      {
        version: '1.0.0',
        releaseDate: new Date('2025-01-10T10:00:00Z'),
        title: 'Erste Version',
        description: 'Start',
        changes: [{ type: 'added', items: ['Katalog'] }],
      },
      {
        version: '1.1.0-beta.1',
        isPrerelease: true,
        releaseDate: new Date('2025-02-01T10:00:00Z'),
        title: 'Beta',
        description: 'Vorschau',
        changes: [
          { type: 'fixed', items: ['Suche'] },
          { type: 'security', items: ['Header'] },
        ],
      },
    ]);
    const list = (await t.app.inject({ url: '/api/changelog' })).json();
    expect(list.map((e: { version: string }) => e.version)).toEqual(['1.1.0-beta.1', '1.0.0']);
    expect(list[0]).toMatchObject({
      isPrerelease: true,
      releaseDate: '2025-02-01T10:00:00.000Z',
      changes: [
        { type: 'fixed', items: ['Suche'] },
        { type: 'security', items: ['Header'] },
      ],
    });
    const latest = await t.app.inject({ url: '/api/changelog/latest-version' });
    expect(latest.body).toBe('v1.1.0-beta.1');
  });
});

describe('GET /api/news/current', () => {
  it('answers null without news, then the newest active item with all reaction types', async () => {
    expect((await t.app.inject({ url: '/api/news/current' })).json()).toBeNull();
    await t.database.db.insert(news).values([
      { title: 'Alt', content: 'a', createdAt: new Date('2025-01-01') },
      { title: 'Neu', content: 'b', createdAt: new Date('2025-03-01') },
      { title: 'Versteckt', content: 'c', isActive: false, createdAt: new Date('2025-04-01') },
    ]);
    const current = (await t.app.inject({ url: '/api/news/current' })).json();
    expect(current.title).toBe('Neu');
    expect(Object.keys(current.reactions).sort()).toEqual([
      'applause',
      'fire',
      'heart',
      'laugh',
      'thumbs_up',
    ]);
    expect(current.reactions.heart).toEqual({ count: 0, userReacted: false });
  });
});

describe('errors', () => {
  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await t.app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /api/does-not-exist nicht gefunden.',
    });
  });
});

describe('OpenAPI', () => {
  it('generates the document from the route schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/stats',
        '/api/changelog',
        '/api/changelog/latest-version',
      ]),
    );
    const stats = doc.paths['/api/stats'].get.responses['200'].content['application/json'].schema;
    expect(stats).toEqual({ $ref: '#/components/schemas/PublicStats' });
    expect(Object.keys(doc.components.schemas.PublicStats.properties)).toEqual([
      'movieCount',
      'seriesCount',
      'releaseCount',
      'userCount',
      'totalSize',
    ]);
  });

  it('serves the Swagger UI', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});

describe('OpenAPI: multipart uploads', () => {
  it('describes the upload routes’ form fields as their request body', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const formOf = (path: string) =>
      doc.paths[path].post.requestBody.content['multipart/form-data'].schema as {
        properties: Record<string, { type: string; format?: string; items?: { format: string } }>;
        required: string[];
      };
    const nzbs = formOf('/api/admin/releases/upload');
    expect(nzbs.properties.files).toMatchObject({ type: 'array', items: { format: 'binary' } });
    expect(nzbs.required).toEqual(['files']);
    const image = formOf('/api/admin/upload-image');
    expect(Object.keys(image.properties)).toEqual(['image', 'type', 'entityType', 'entityId']);
    expect(image.properties.image).toMatchObject({ type: 'string', format: 'binary' });
    expect(image.required).toEqual(['image', 'type', 'entityType']);
  });
});

describe('security headers and compression', () => {
  it('sets helmet headers and compresses large answers', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends the whole helmet header set on every kind of answer: the Newznab API, its errors, unknown paths and URLs the router refuses', async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
        "frame-ancestors 'self';img-src 'self' data: blob: https:;object-src 'none';script-src 'self';" +
        "script-src-attr 'none';style-src 'self' 'unsafe-inline';" +
        "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of [
      '/api/health',
      '/api?t=caps',
      '/api?t=nothing',
      '/api/nothing-here',
      '/api/movies/%E0%A4%A',
      `/api/movies/${'a'.repeat(201)}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.headers, url).toMatchObject(expected);
      expect(res.headers['cross-origin-embedder-policy'], url).toBeUndefined();
    }
  });
});

describe('hostile URLs', () => {
  it.each(['/api/movies/%00', '/api/releases?group=%00', '/api/series?search=a%00b'])(
    'answers %s with 400, not 500',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Nullzeichen');
    },
  );
});

describe('URLs the router refuses', () => {
  it('answers an over-long path parameter with 414 in the usual German error shape', async () => {
    for (const url of [`/api/movies/${'a'.repeat(201)}`, `/api/series/${'x'.repeat(500)}/seasons`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(414);
      expect(res.json()).toEqual({
        statusCode: 414,
        error: 'URI Too Long',
        message: 'Ein Teil der Adresse ist zu lang.',
      });
    }
    // 200 characters are still a slug to look up.
    expect((await t.app.inject({ url: `/api/movies/${'a'.repeat(200)}` })).statusCode).toBe(404);
  });

  it('answers a broken percent-encoding in the path with 400 in German', async () => {
    const res = await t.app.inject({ url: '/api/movies/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: 'Die Adresse ist ungültig kodiert.' });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL connections', () => {
  it('survives idle connections being ended by the server and answers with new ones', async () => {
    await Promise.all(Array.from({ length: 4 }, () => t.app.inject({ url: '/api/stats' })));
    const pool = (t.database.db as unknown as { $client: Pool }).$client;
    let removed = 0;
    let check = () => {};
    pool.on('remove', () => {
      removed += 1;
      check();
    });
    // Ends every other connection of this database, as a server restart or an admin would.
    const { rows: ended } = (await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    )) as unknown as { rows: unknown[] };
    expect(ended.length).toBeGreaterThan(0);
    // The pool learns of each ended connection from its socket; wait until it has dropped them all.
    await new Promise<void>((resolve) => {
      check = () => void (removed >= ended.length && resolve());
      check();
    });
    const res = await t.app.inject({ url: '/api/stats' });
    expect(res.statusCode).toBe(200);
  });
});
