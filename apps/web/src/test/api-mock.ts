import { vi } from 'vitest';

export type ApiHandler = (request: {
  url: URL;
  init: RequestInit | undefined;
}) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function text(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

export function serverError(status = 500): Response {
  return json(
    { statusCode: status, error: 'Internal Server Error', message: 'Interner Serverfehler.' },
    status,
  );
}

export const defaultHandlers: Record<string, ApiHandler> = {
  '/api/stats': () => json({ movieCount: 0, seriesCount: 0, releaseCount: 0, userCount: 0, totalSize: 0 }),
  '/api/changelog/latest-version': () => text('v1.0.0'),
  '/api/changelog': () => json([]),
};

/** Replaces fetch with a router over `handlers` (by path); unknown paths answer 404 like the server. */
export function mockApi(handlers: Record<string, ApiHandler> = {}) {
  const all = { ...defaultHandlers, ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const handler = all[url.pathname];
    if (!handler) return json({ statusCode: 404, error: 'Not Found', message: 'Nicht gefunden.' }, 404);
    return handler({ url, init });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A promise with its resolve function exposed, to hold a response back while asserting the loading state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}
