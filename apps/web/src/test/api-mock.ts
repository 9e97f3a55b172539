import { vi } from 'vitest';
import type { HttpMethod, paths, RouteKey, SuccessBody } from '@nzbkino/api-types';

// The fake server of the web tests. Its route table is keyed by the routes of the
// server's OpenAPI document ("GET /api/movies/{slugOrId}"), and a handler's success
// answer is typed by that route's response: mocking a route the server lacks, or
// answering with a body of the wrong shape, does not compile (house rule 13).

const bodyBrand = Symbol('mocked body');

/** A mocked answer; `T` is the body of a success answer (never for errors). */
export type Reply<T> = Response & { readonly [bodyBrand]: T };

/** The success body of a route key, "GET /api/stats" → PublicStats. */
export type RouteBody<K extends RouteKey> = K extends `${infer M} ${infer P}`
  ? P extends keyof paths
    ? Lowercase<M> extends HttpMethod
      ? SuccessBody<P, Lowercase<M>>
      : never
    : never
  : never;

export interface RecordedRequest {
  method: string;
  url: URL;
  /** Path and query as the server sees them, "/api/releases?limit=25". */
  path: string;
  headers: Headers;
  /** The parsed JSON body, or undefined. */
  body: unknown;
  /** The path parameters of the matched route ({ slugOrId: 'metropolis-1927' }). */
  params: Record<string, string>;
}

export type Handler<K extends RouteKey> = (
  request: RecordedRequest,
) => Reply<RouteBody<K>> | Promise<Reply<RouteBody<K>>>;

export type Handlers = { [K in RouteKey]?: Handler<K> };

function reply<T>(response: Response, body: T): Reply<T> {
  return Object.assign(response, { [bodyBrand]: body });
}

export function json<T>(body: T, status = 200): Reply<T> {
  const response = new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
  return reply(response, body);
}

export function text(body: string): Reply<string> {
  return reply(new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } }), body);
}

/** An error answer in the server's shape ({ statusCode, error, message, …extra }). */
export function apiError(status: number, message: string, extra: Record<string, unknown> = {}): Reply<never> {
  const response = new Response(JSON.stringify({ statusCode: status, error: 'Error', message, ...extra }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
  return reply(response, undefined as never);
}

export function serverError(status = 500): Reply<never> {
  return apiError(status, 'Interner Serverfehler.');
}

/** An answer that is not the server's (a proxy's error page, say). */
export function foreignAnswer(body: string, status: number): Reply<never> {
  return reply(new Response(body, { status }), undefined as never);
}

export const defaultHandlers: Handlers = {
  'GET /api/stats': () =>
    json({ movieCount: 0, seriesCount: 0, releaseCount: 0, userCount: 0, totalSize: 0 }),
  'GET /api/changelog/latest-version': () => text('v1.0.0'),
  'GET /api/changelog': () => json([]),
  // Every signed-in page has the bell; tests about it answer with their own list.
  'GET /api/notifications': () => json({ notifications: [], unreadCount: 0 }),
  'GET /api/site-info': () =>
    json({
      supportEmail: null,
      supportPhone: null,
      supportHours: [],
      team: [],
      impressum: null,
      privacyPolicy: null,
      forumUrl: null,
    }),
};

interface RoutePattern {
  method: string;
  pattern: RegExp;
  names: string[];
}

/** "GET /api/movies/{slugOrId}" → method, a pattern for the path, the parameter names. */
function routePattern(key: RouteKey): RoutePattern {
  const [method = '', template = ''] = key.split(' ');
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '([^/]+)');
  return { method, pattern: new RegExp(`^${source}$`), names };
}

function matches(route: RoutePattern, request: RecordedRequest): RegExpExecArray | null {
  return route.method === request.method ? route.pattern.exec(request.url.pathname) : null;
}

type CompiledRoute = RoutePattern & {
  handler: (request: RecordedRequest) => Response | Promise<Response>;
};

function compile(handlers: Handlers): CompiledRoute[] {
  const routes = (Object.keys(handlers) as RouteKey[]).flatMap((key) => {
    const handler = handlers[key] as CompiledRoute['handler'] | undefined;
    return handler ? [{ ...routePattern(key), handler }] : [];
  });
  // Like the server's router: a static segment wins over a parameter (/movies/genres before /movies/{slugOrId}).
  return routes.sort((a, b) => a.names.length - b.names.length);
}

async function record(input: RequestInfo | URL, init?: RequestInit): Promise<RecordedRequest> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const raw = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  let body: unknown;
  try {
    body = raw ? JSON.parse(raw) : undefined;
  } catch {
    body = raw;
  }
  return {
    method: request.method,
    url,
    path: `${url.pathname}${url.search}`,
    headers: request.headers,
    body,
    params: {},
  };
}

/**
 * Replaces fetch with a router over `handlers` (plus the shell's defaults); a route
 * without a handler answers 404 as the server does. The returned object lists every
 * request the app made.
 */
export function mockApi(handlers: Handlers = {}) {
  const routes = compile({ ...defaultHandlers, ...handlers });
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = await record(input, init);
    requests.push(request);
    for (const route of routes) {
      const match = matches(route, request);
      if (!match) continue;
      route.names.forEach((name, index) => {
        request.params[name] = decodeURIComponent(match[index + 1] ?? '');
      });
      return route.handler(request);
    }
    return apiError(404, `Route ${request.method} ${request.url.pathname} nicht gefunden.`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    requests,
    /** Paths with query of every request, in order. */
    paths: () => requests.map((request) => request.path),
    /** The requests to one route of the document. */
    to: (key: RouteKey) => requests.filter((request) => matches(routePattern(key), request)),
    /** The last request to one route. */
    last: (key: RouteKey) => requests.filter((request) => matches(routePattern(key), request)).at(-1),
  };
}

export type ApiMock = ReturnType<typeof mockApi>;

/** A promise with its resolve function exposed, to hold a response back while asserting the loading state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

/**
 * A file answer (an NZB or a zip) of a route whose success body the document
 * leaves untyped because it is not JSON.
 */
export function file(body: string, contentType: string, disposition?: string): Reply<never> {
  const headers: Record<string, string> = { 'Content-Type': contentType };
  if (disposition) headers['Content-Disposition'] = disposition;
  return reply(new Response(body, { headers }), undefined as never);
}
