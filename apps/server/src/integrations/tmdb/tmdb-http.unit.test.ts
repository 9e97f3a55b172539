import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TmdbClient, TmdbError, type TmdbClientOptions } from './tmdb-client';
import { parseRetryAfter } from './tmdb-http';
import { startTmdbTestServer, TEST_API_KEY, TEST_READ_TOKEN, type TmdbTestServer } from './tmdb-test-server';

let server: TmdbTestServer;
let waits: number[];
beforeEach(async () => {
  server = await startTmdbTestServer();
  waits = [];
});
afterEach(() => server.close());

const client = (options: Partial<TmdbClientOptions> = {}) =>
  new TmdbClient({
    apiKey: TEST_API_KEY,
    baseUrl: server.baseUrl,
    imageBaseUrl: server.imageBaseUrl,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...options,
  });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a TmdbError'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(TmdbError);
      return error as TmdbError;
    },
  );

describe('authentication', () => {
  it('rejects a wrong key with a clear error that does not contain the key, without retrying', async () => {
    const wrongKey = 'deadbeefdeadbeefdeadbeefdeadbeef';
    const error = await failure(client({ apiKey: wrongKey }).getMovie(19));

    expect(error).toMatchObject({ status: 401, code: 'invalid_key' });
    expect(error.message).toMatch(/Ungültiger TMDb-API-Schlüssel/);
    expect(error.message).toContain('Invalid API key');
    expect(`${error.message} ${error.stack} ${JSON.stringify(error)}`).not.toContain(wrongKey);
    expect(server.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('sends a v4 read-access token as Bearer instead of a query parameter', async () => {
    const tmdb = client({ apiKey: TEST_READ_TOKEN });
    await expect(tmdb.getMovie(19)).resolves.toMatchObject({ title: 'Metropolis' });
    await tmdb.downloadImage('/poster.jpg', 'w500');

    const [details, genres, image] = server.requests;
    expect(details?.authorization).toBe(`Bearer ${TEST_READ_TOKEN}`);
    expect(details?.query.api_key).toBeUndefined();
    expect(genres?.authorization).toBe(`Bearer ${TEST_READ_TOKEN}`);
    expect(image?.authorization).toBeUndefined();
  });

  it('refuses to start without a key', () => {
    expect(() => client({ apiKey: '  ' })).toThrow(TmdbError);
  });
});

describe('rate limits', () => {
  it('waits as long as Retry-After says, then succeeds', async () => {
    server.failNext({ status: 429, retryAfter: '2' });

    await expect(client().getMovie(19)).resolves.toMatchObject({ tmdbId: 19 });
    expect(waits).toEqual([2000]);
    expect(server.requestsTo('/movie/19')).toHaveLength(2);
  });

  it('really sleeps with the default timer', async () => {
    server.failNext({ status: 429, retryAfter: '0' });

    await expect(client({ sleep: undefined }).searchMovie('Nosferatu')).resolves.toHaveLength(1);
    expect(server.requests).toHaveLength(2);
  });

  it('caps an excessive Retry-After', async () => {
    server.failNext({ status: 429, retryAfter: '3600' });

    await client({ maxRetryAfterMs: 5_000 }).searchMovie('Metropolis');
    expect(waits).toEqual([5_000]);
  });

  it('gives up after maxRetries with a rate-limit error', async () => {
    server.failNext({ status: 429, retryAfter: '1' }, 4);
    const error = await failure(client({ maxRetries: 3 }).getMovie(19));

    expect(error).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(error.message).toContain('4 Versuche');
    expect(server.requests).toHaveLength(4);
    expect(waits).toEqual([1000, 1000, 1000]);
  });
});

describe('server errors and timeouts', () => {
  it('retries a 500 after a backoff and then succeeds', async () => {
    server.failNext({ status: 500 });

    await expect(client().getMovie(19)).resolves.toMatchObject({ tmdbId: 19 });
    expect(server.requestsTo('/movie/19')).toHaveLength(2);
    expect(waits).toEqual([500]);
  });

  it('backs off exponentially and throws once the retries are spent', async () => {
    server.failNext({ status: 503 }, 3);
    const error = await failure(client({ maxRetries: 2, retryDelayMs: 100 }).getSeries(990001));

    expect(error).toMatchObject({ status: 503, code: 'server_error' });
    expect(error.message).toContain('Internal error');
    expect(error.message).not.toContain(TEST_API_KEY);
    expect(waits).toEqual([100, 200]);
    expect(server.requests).toHaveLength(3);
  });

  it('aborts a request that takes longer than timeoutMs, retries, then reports the timeout', async () => {
    server.setDelay(1_000);
    const error = await failure(client({ timeoutMs: 50, maxRetries: 1 }).getMovie(19));

    expect(error).toMatchObject({ status: 0, code: 'timeout' });
    expect(error.message).toContain('50 ms');
    expect(server.requests).toHaveLength(2);
  });

  it('reports an unreachable server without the key', async () => {
    const closed = await startTmdbTestServer();
    await closed.close();
    const error = await failure(client({ baseUrl: closed.baseUrl, maxRetries: 1 }).searchMovie('Metropolis'));

    expect(error).toMatchObject({ status: 0, code: 'network' });
    expect(error.message).toContain('ECONNREFUSED');
    expect(error.message).not.toContain(TEST_API_KEY);
    expect(waits).toHaveLength(1);
  });
});

describe('hostile or broken responses', () => {
  // Stands in for a proxy or a broken TMDb answering every request the same way.
  const respondWith =
    (response: () => Response): typeof globalThis.fetch =>
    async () =>
      response();

  it('does not follow redirects', async () => {
    const error = await failure(client().downloadImage('/redirect.png', 'w500'));

    expect(error).toMatchObject({ status: 302, code: 'request_rejected' });
    expect(server.requests.map((request) => request.path)).toEqual(['/t/p/w500/redirect.png']);
  });

  it('refuses a body that is not JSON', async () => {
    const fetch = respondWith(() => new Response('<html>Wartung</html>', { status: 200 }));

    await expect(client({ fetch }).getMovie(19)).rejects.toMatchObject({ code: 'bad_response' });
  });

  it('refuses a response that lacks the resource id', async () => {
    const fetch = respondWith(() => Response.json({ title: 'Metropolis' }));

    await expect(client({ fetch }).getMovie(19)).rejects.toMatchObject({ code: 'bad_response' });
  });

  it('refuses an image larger than maxImageBytes', async () => {
    await expect(client({ maxImageBytes: 10 }).downloadImage('/big.png', 'original')).rejects.toMatchObject({
      code: 'bad_response',
    });
  });
});

describe('parseRetryAfter', () => {
  it('reads delta seconds and HTTP dates and ignores garbage', () => {
    const now = Date.parse('2025-01-01T12:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7_000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('bald', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
