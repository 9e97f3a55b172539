import { describe, expect, it, vi } from 'vitest';
import { apiError, foreignAnswer, json, mockApi, text } from '../test/api-mock';
import { api, ApiRequestError, bodyOf, endsSession, formBody } from './api-client';

function rejection(promise: Promise<unknown>): Promise<ApiRequestError> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiRequestError,
  );
}

const genres = [{ id: 1, name: 'Drama', englishName: null, slug: 'drama' }];

describe('api client', () => {
  it('calls the document path under /api and returns the answer', async () => {
    const server = mockApi({ 'GET /api/movies/genres': () => json(genres) });
    await expect(bodyOf(api.GET('/api/movies/genres'))).resolves.toEqual(genres);
    const [request] = server.requests;
    expect(request?.path).toBe('/api/movies/genres');
    expect(request?.headers.get('Accept')).toBe('application/json');
  });

  it('fills path parameters and query in the order given', async () => {
    const server = mockApi({
      'GET /api/movies/{slugOrId}/releases': () => json([]),
      'GET /api/movies': () =>
        json({ movies: [], pagination: { page: 1, limit: 20, totalPages: 0, total: 0, estimated: false } }),
    });
    await bodyOf(api.GET('/api/movies/{slugOrId}/releases', { params: { path: { slugOrId: 'a b' } } }));
    await bodyOf(
      api.GET('/api/movies', { params: { query: { limit: 20, search: 'Der Golem', page: undefined } } }),
    );
    expect(server.paths()).toEqual(['/api/movies/a%20b/releases', '/api/movies?limit=20&search=Der%20Golem']);
  });

  it('carries status, code and the German message of an error answer', async () => {
    mockApi({ 'GET /api/movies/{slugOrId}': () => apiError(404, 'Film nicht gefunden', { field: 'slug' }) });
    const error = await rejection(api.GET('/api/movies/{slugOrId}', { params: { path: { slugOrId: 'x' } } }));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(404);
    expect(error.message).toBe('Film nicht gefunden');
    expect(error.code).toBe('Error');
    expect(error.details).toEqual({ field: 'slug' });
  });

  it('uses a German fallback text when the error answer is not JSON', async () => {
    mockApi({ 'GET /api/stats': () => foreignAnswer('<h1>Bad Gateway</h1>', 502) });
    const error = await rejection(api.GET('/api/stats'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.');
  });

  it('reports an unreachable server with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await rejection(api.GET('/api/changelog/latest-version', { parseAs: 'text' }));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.');
  });

  it('passes an abort through unchanged, for TanStack Query to drop', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        controller.abort();
        return Promise.reject(request.signal.reason);
      }),
    );
    const error = await rejection(api.GET('/api/stats', { signal: controller.signal }));
    expect(error).not.toBeInstanceOf(ApiRequestError);
    expect((error as unknown as Error).name).toBe('AbortError');
  });

  it('reads text answers as text', async () => {
    mockApi({ 'GET /api/changelog/latest-version': () => text('v2.1.0') });
    await expect(bodyOf(api.GET('/api/changelog/latest-version', { parseAs: 'text' }))).resolves.toBe(
      'v2.1.0',
    );
  });

  it('sends the cache hints of the original client', async () => {
    const server = mockApi({
      'GET /api/movies': () =>
        json({ movies: [], pagination: { page: 2, limit: 24, totalPages: 2, total: 30, estimated: false } }),
    });
    await api.GET('/api/stats');
    await api.GET('/api/movies', { params: { query: { page: 2 } } });
    await api.GET('/api/stats', { headers: { 'Cache-Control': 'no-cache' } });
    const [stats, movies, uncached] = server.requests;
    expect(stats?.headers.get('X-Priority')).toBe('high');
    expect(stats?.headers.get('Cache-Control')).toBe('max-age=300, stale-while-revalidate=600');
    expect(movies?.headers.get('X-Priority')).toBeNull();
    expect(movies?.headers.get('Cache-Control')).toBe('max-age=900, stale-while-revalidate=1800');
    expect(uncached?.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('asks for fresh public answers for 45 minutes after a successful write of this browser', async () => {
    let failing = true;
    const server = mockApi({
      'GET /api/movies': () =>
        json({ movies: [], pagination: { page: 1, limit: 24, totalPages: 0, total: 0, estimated: false } }),
      'POST /api/cart/add/{id}': () =>
        failing
          ? apiError(404, 'Release nicht gefunden')
          : json({ success: true as const, message: 'Im Warenkorb.', count: 1 }),
    });
    const hint = async () => {
      await api.GET('/api/movies');
      return server.requests.at(-1)?.headers.get('Cache-Control');
    };
    expect(await hint()).toBe('max-age=900, stale-while-revalidate=1800');
    await rejection(api.POST('/api/cart/add/{id}', { params: { path: { id: 1 } } }));
    // A refused write changed nothing: the cache may still answer.
    expect(await hint()).toBe('max-age=900, stale-while-revalidate=1800');
    failing = false;
    await api.POST('/api/cart/add/{id}', { params: { path: { id: 1 } } });
    expect(await hint()).toBe('no-cache');
    // The admin routes keep their stronger hint.
    await api.GET('/api/admin/overview').catch(() => undefined);
    expect(server.requests.at(-1)?.headers.get('Cache-Control')).toBe('no-cache, no-store, must-revalidate');
    vi.useFakeTimers({ now: Date.now() + 46 * 60_000, toFake: ['Date'] });
    expect(await hint()).toBe('max-age=900, stale-while-revalidate=1800');
  });

  it('ends the session only for authenticated calls outside /auth/ and /plans/public', () => {
    const signedIn = new Headers({ Authorization: 'Bearer t' });
    expect(endsSession('/api/users/profile', signedIn)).toBe(true);
    expect(endsSession('/api/users/profile', new Headers())).toBe(false);
    expect(endsSession('/api/auth/login', signedIn)).toBe(false);
    expect(endsSession('/api/plans/public', signedIn)).toBe(false);
  });
});

describe('formBody (multipart bodies)', () => {
  it('sends each field as a part, a list as one part per file, files under their own names', () => {
    const poster = new File(['png'], 'poster.png', { type: 'image/png' });
    const nzbs = [new File(['a'], 'a.nzb'), new File(['b'], 'a.nfo')];
    const form = formBody({ type: 'poster', entityId: undefined, image: poster, files: nzbs });
    expect([...form.keys()]).toEqual(['type', 'image', 'files', 'files']);
    expect(form.get('type')).toBe('poster');
    expect((form.get('image') as File).name).toBe('poster.png');
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['a.nzb', 'a.nfo']);
  });
});
