import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The v3 key the test server accepts. */
export const TEST_API_KEY = '0123456789abcdef0123456789abcdef';
/** A v4 read-access token (JWT-shaped) the test server accepts as Bearer. */
export const TEST_READ_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJhdWQiOiJuemJraW5vLXRlc3QifQ.dGVzdC1zaWduYXR1cmU';
/** The 1×1 PNG served for every image path. */
export const TEST_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP438DwHwAGgAJ/EEwb4QAAAABJRU5ErkJggg==',
  'base64',
);

/** One request as the server saw it. */
export interface RecordedRequest {
  path: string;
  query: Record<string, string>;
  authorization?: string;
}

/** A canned failure answered instead of the next request(s). */
export type TestFailure = { status: 429; retryAfter?: string } | { status: 500 | 502 | 503 };

/** A loopback stand-in for api.themoviedb.org and image.tmdb.org. */
export interface TmdbTestServer {
  /** Use as `baseUrl` of the client (`http://127.0.0.1:<port>/3`). */
  baseUrl: string;
  /** Use as `imageBaseUrl` of the client (`http://127.0.0.1:<port>/t/p`). */
  imageBaseUrl: string;
  requests: RecordedRequest[];
  /** Most requests that were being answered at the same time. */
  maxInFlight: number;
  /** Answer the next `times` requests with `failure`, then behave normally. */
  failNext(failure: TestFailure, times?: number): void;
  /** Hold every response back this long (for timeouts and concurrency). */
  setDelay(ms: number): void;
  /** Replace a fixture for this server, e.g. `setFixture('movie-19.de-DE', {...})`. */
  setFixture(name: string, body: unknown): void;
  /** Requests whose path (without the `/3` prefix) equals `path`. */
  requestsTo(path: string): RecordedRequest[];
  close(): Promise<void>;
}

const FIXTURES = new URL('./fixtures/', import.meta.url);
// Parts TMDb only includes when `append_to_response` names them.
const APPENDABLE = ['credits', 'videos', 'external_ids'];
const IMAGE = /^\/t\/p\/(w185|w300|w500|w1280|original)\/([A-Za-z0-9._-]+)$/;

function loadFixtures(): Map<string, unknown> {
  const fixtures = new Map<string, unknown>();
  for (const file of readdirSync(FIXTURES)) {
    if (!file.endsWith('.json')) continue;
    fixtures.set(file.slice(0, -'.json'.length), JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8')));
  }
  return fixtures;
}

/**
 * Starts the server on 127.0.0.1 with a free port. API paths are served from
 * `fixtures/<path with - for />.<language>.json` (falling back to the file
 * without language) and honour `append_to_response`, `include_video_language`
 * and the search filters the way TMDb does, so a client that forgets a
 * parameter gets a visibly different answer.
 */
export async function startTmdbTestServer(): Promise<TmdbTestServer> {
  const fixtures = loadFixtures();
  const failures: TestFailure[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let delayMs = 0;
  let inFlight = 0;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const recorded: RecordedRequest = { path: url.pathname, query: Object.fromEntries(url.searchParams) };
    if (req.headers.authorization) recorded.authorization = req.headers.authorization;
    state.requests.push(recorded);
    inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    res.on('close', () => (inFlight -= 1));
    const answer = () => {
      timers.delete(timer);
      if (!res.destroyed) respond(req, res, url);
    };
    const timer = setTimeout(answer, delayMs);
    timers.add(timer);
  });

  function respond(_req: IncomingMessage, res: ServerResponse, url: URL): void {
    const failure = failures.shift();
    if (failure) {
      const headers: Record<string, string> = {};
      if (failure.status === 429 && failure.retryAfter !== undefined)
        headers['retry-after'] = failure.retryAfter;
      return sendJson(
        res,
        failure.status,
        fixtures.get(failure.status === 429 ? 'error-429' : 'error-500'),
        headers,
      );
    }
    const image = IMAGE.exec(url.pathname);
    if (image) return sendImage(res, image[2] ?? '');
    if (!url.pathname.startsWith('/3/')) return sendJson(res, 404, fixtures.get('error-404'));
    const auth =
      url.searchParams.get('api_key') === TEST_API_KEY ||
      _req.headers.authorization === `Bearer ${TEST_READ_TOKEN}`;
    if (!auth) return sendJson(res, 401, fixtures.get('error-401'));
    const body = resolve(url);
    return body === undefined ? sendJson(res, 404, fixtures.get('error-404')) : sendJson(res, 200, body);
  }

  function resolve(url: URL): unknown {
    const resource = url.pathname.slice('/3/'.length);
    if (!/^[a-z0-9/]+$/.test(resource)) return undefined;
    const name = resource.replaceAll('/', '-');
    const language = url.searchParams.get('language') ?? 'en-US';
    const fixture = fixtures.get(`${name}.${language}`) ?? fixtures.get(name);
    if (fixture === undefined) return undefined;
    const body = structuredClone(fixture) as Record<string, unknown>;
    if (name.startsWith('search-')) return filterSearch(body, url.searchParams);
    const appended = (url.searchParams.get('append_to_response') ?? '').split(',');
    for (const part of APPENDABLE) if (!appended.includes(part)) delete body[part];
    const videos = body.videos as { results?: { iso_639_1: string | null }[] } | undefined;
    if (videos?.results) {
      const wanted = (url.searchParams.get('include_video_language') ?? language.slice(0, 2)).split(',');
      videos.results = videos.results.filter((video) => wanted.includes(video.iso_639_1 ?? 'null'));
    }
    return body;
  }

  function sendImage(res: ServerResponse, file: string): void {
    if (file.startsWith('missing')) return sendJson(res, 404, fixtures.get('error-404'));
    if (file.startsWith('redirect')) {
      res.writeHead(302, { location: '/t/p/w500/followed.png' }).end();
      return;
    }
    if (file.startsWith('html')) {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Wartungsarbeiten</html>');
      return;
    }
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': TEST_PNG.length }).end(TEST_PNG);
  }

  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  const state: TmdbTestServer = {
    baseUrl: `${origin}/3`,
    imageBaseUrl: `${origin}/t/p`,
    requests: [],
    maxInFlight: 0,
    failNext: (failure, times = 1) => {
      for (let i = 0; i < times; i += 1) failures.push(failure);
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    setFixture: (name, body) => {
      fixtures.set(name, body);
    },
    requestsTo: (path) => state.requests.filter((request) => request.path === `/3${path}`),
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise<void>((done, fail) => server.close((error) => (error ? fail(error) : done())));
    },
  };
  return state;
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res
    .writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers })
    .end(JSON.stringify(body ?? {}));
}

// TMDb matches titles loosely and filters by year; a substring match is close enough for tests.
function filterSearch(body: Record<string, unknown>, params: URLSearchParams): unknown {
  const query = (params.get('query') ?? '').toLowerCase();
  const year = params.get('year') ?? params.get('first_air_date_year');
  const results = (body.results as Record<string, unknown>[]).filter((hit) => {
    const titles = [hit.title, hit.original_title, hit.name, hit.original_name].map((t) =>
      String(t ?? '').toLowerCase(),
    );
    const date = String(hit.release_date ?? hit.first_air_date ?? '');
    return titles.some((title) => title.includes(query)) && (!year || date.startsWith(year));
  });
  return { ...body, results, total_results: results.length, total_pages: results.length ? 1 : 0 };
}
