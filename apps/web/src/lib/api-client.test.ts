import '../test/setup';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../test/api-mock';
import { ApiRequestError, getJson, getText, type ResponseSchema } from './api-client';

const numberList: ResponseSchema<number[]> = {
  safeParse: (body) =>
    Array.isArray(body) && body.every((n) => typeof n === 'number')
      ? { success: true, data: body as number[] }
      : { success: false },
};

function rejection(promise: Promise<unknown>): Promise<ApiRequestError> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiRequestError,
  );
}

describe('api client', () => {
  it('calls the API under /api and returns the validated answer', async () => {
    const fetchMock = mockApi({ '/api/numbers': () => json([1, 2, 3]) });
    await expect(getJson('/numbers', numberList)).resolves.toEqual([1, 2, 3]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/numbers');
    expect(new Headers(init?.headers).get('Accept')).toBe('application/json');
  });

  it('carries status and the server message of an error answer', async () => {
    mockApi({
      '/api/numbers': () =>
        json({ statusCode: 404, error: 'Not Found', message: 'Release nicht gefunden' }, 404),
    });
    const error = await rejection(getJson('/numbers', numberList));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(404);
    expect(error.message).toBe('Release nicht gefunden');
    expect(error.code).toBe('Not Found');
  });

  it('uses a German fallback text when the error answer is not JSON', async () => {
    mockApi({ '/api/numbers': () => new Response('<h1>Bad Gateway</h1>', { status: 502 }) });
    const error = await rejection(getJson('/numbers', numberList));
    expect(error.status).toBe(502);
    expect(error.message).toBe('Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.');
  });

  it('reports an unreachable server with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await rejection(getText('/changelog/latest-version'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.');
  });

  it('rejects answers of the wrong shape', async () => {
    mockApi({ '/api/numbers': () => json({ not: 'a list' }) });
    const error = await rejection(getJson('/numbers', numberList));
    expect(error.code).toBe('InvalidResponse');
  });

  it('sends the cache hints of the original client', async () => {
    const fetchMock = mockApi({ '/api/stats': () => json({}), '/api/movies': () => json([]) });
    await getText('/stats');
    await getText('/movies?page=2');
    const headersOf = (index: number) => new Headers(fetchMock.mock.calls[index]?.[1]?.headers);
    expect(headersOf(0).get('X-Priority')).toBe('high');
    expect(headersOf(0).get('Cache-Control')).toBe('max-age=300, stale-while-revalidate=600');
    expect(headersOf(1).get('X-Priority')).toBeNull();
    expect(headersOf(1).get('Cache-Control')).toBe('max-age=900, stale-while-revalidate=1800');
  });
});
