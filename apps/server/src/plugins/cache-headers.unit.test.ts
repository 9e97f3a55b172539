import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCacheHeaders } from './cache-headers';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerCacheHeaders(app);
  for (const url of [
    '/api/admin/changelogs',
    '/api/hero-items',
    '/api/stats',
    '/api/movies',
    '/api/releases',
  ]) {
    app.get(url, async () => ({ ok: true }));
  }
  app.post('/api/cart/add/:id', async () => ({ success: true }));
  app.get('/api/private', { config: { cache: 'private' } }, async () => ({ me: 1 }));
  app.get('/api/image', async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=31536000, immutable').send('x'),
  );
  app.get('/api/broken', async (_req, reply) => reply.status(404).send({ statusCode: 404 }));
  app.get('/not-api', async () => 'page');
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('cache headers (spec 000 §7)', () => {
  it('never caches admin URLs', async () => {
    const res = await get('/api/admin/changelogs');
    expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    expect(res.headers.pragma).toBe('no-cache');
    expect(res.headers.expires).toBe('0');
  });

  it.each(['/api/hero-items', '/api/stats', '/api/movies?limit=20&sort=createdAt_desc'])(
    'caches the critical URL %s for 300 s with 600 s stale-while-revalidate',
    async (url) => {
      const res = await get(url);
      expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=600');
      expect(res.headers['x-priority']).toBe('high');
    },
  );

  it.each(['/api/movies?limit=24', '/api/releases?page=2'])(
    'caches other public URLs 900/1800: %s',
    async (url) => {
      const res = await get(url);
      expect(res.headers['cache-control']).toBe('public, max-age=900, stale-while-revalidate=1800');
      expect(res.headers.vary).toContain('Authorization');
    },
  );

  it('keeps answers to requests with a token out of shared caches', async () => {
    const res = await get('/api/releases', { authorization: 'Bearer abc' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('honours a route marked private', async () => {
    expect((await get('/api/private')).headers['cache-control']).toBe('private, no-store');
  });

  it('never caches writes or errors', async () => {
    const post = await app.inject({ method: 'POST', url: '/api/cart/add/1' });
    expect(post.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    expect((await get('/api/broken')).headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
  });

  it('leaves a header the route set itself, and non-API paths, alone', async () => {
    expect((await get('/api/image')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/not-api')).headers['cache-control']).toBeUndefined();
  });
});
