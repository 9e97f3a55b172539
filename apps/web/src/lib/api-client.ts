import type { ApiError } from '@nzbkino/shared';
import { de } from '../i18n/de';
import { cacheHeadersFor } from './request-headers';

const API_BASE = import.meta.env.VITE_API_BASE?.replace(/\/+$/, '') || '/api';

/**
 * A failed API call. `status` is 0 when the server could not be reached at all;
 * `details` holds the extra fields of the error answer (requiresCaptcha, blockTime, …).
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(status: number, message: string, code?: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

type UnauthorizedListener = (path: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Spec 000 §4: a 401 to a request that carried the authorization header (not
 * under /auth/ or /plans/public) signs the user out. The session and the router
 * listen here; the error itself still reaches the caller.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function endsSession(path: string, headers: Headers): boolean {
  return headers.has('Authorization') && !path.includes('/auth/') && !path.includes('/plans/public');
}

/**
 * The shape of zod's `safeParse`. Shared zod schemas fit it; the shell passes small
 * hand-written checks instead, so zod stays out of the first download.
 */
export interface ResponseSchema<T> {
  safeParse(body: unknown): { success: true; data: T } | { success: false };
}

function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) return false;
  const { statusCode, error, message } = body as Record<string, unknown>;
  return typeof statusCode === 'number' && typeof error === 'string' && typeof message === 'string';
}

export function apiUrl(path: string): string {
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

async function errorFromResponse(response: Response): Promise<ApiRequestError> {
  try {
    const body: unknown = await response.json();
    if (isApiError(body)) {
      const { statusCode: _s, error: code, message, ...details } = body;
      return new ApiRequestError(response.status, message, code, details);
    }
  } catch {
    // Not JSON (a proxy error page, for example): the generic text is all we can offer.
  }
  return new ApiRequestError(response.status, de.common.unknownError);
}

/** fetch against the API base; resolves only for 2xx answers, otherwise throws ApiRequestError. */
export async function apiRequest(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(cacheHeadersFor(path));
  new Headers(init.headers).forEach((value, key) => headers.set(key, value));
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { ...init, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, de.common.networkError);
  }
  if (!response.ok) {
    const error = await errorFromResponse(response);
    if (response.status === 401 && endsSession(path, headers)) {
      for (const listener of [...unauthorizedListeners]) listener(path);
    }
    throw error;
  }
  return response;
}

function accepting(init: RequestInit | undefined, type: string): RequestInit {
  const headers = new Headers(init?.headers);
  if (!headers.has('Accept')) headers.set('Accept', type);
  return { ...init, headers };
}

/** GET a JSON answer and validate it, so a wrong shape fails loudly here instead of deep in a component. */
export async function getJson<T>(path: string, schema: ResponseSchema<T>, init?: RequestInit): Promise<T> {
  const response = await apiRequest(path, accepting(init, 'application/json'));
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiRequestError(response.status, de.common.unknownError, 'InvalidResponse');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError(response.status, de.common.unknownError, 'InvalidResponse');
  return parsed.data;
}

/** POST/PUT/DELETE with an optional JSON body; the JSON answer is validated like getJson's. */
export async function sendJson<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  schema: ResponseSchema<T>,
  init: RequestInit = {},
): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await apiRequest(path, {
    ...init,
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new ApiRequestError(response.status, de.common.unknownError, 'InvalidResponse');
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new ApiRequestError(response.status, de.common.unknownError, 'InvalidResponse');
  return parsed.data;
}

export async function getText(path: string, init?: RequestInit): Promise<string> {
  const response = await apiRequest(path, accepting(init, 'text/plain'));
  return response.text();
}
