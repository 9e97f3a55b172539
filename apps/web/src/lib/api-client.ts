import type { ApiError } from '@nzbkino/shared';
import { de } from '../i18n/de';
import { cacheHeadersFor } from './request-headers';

const API_BASE = import.meta.env.VITE_API_BASE?.replace(/\/+$/, '') || '/api';

/** A failed API call. `status` is 0 when the server could not be reached at all. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
  }
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
    if (isApiError(body)) return new ApiRequestError(response.status, body.message, body.error);
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
  if (!response.ok) throw await errorFromResponse(response);
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

export async function getText(path: string, init?: RequestInit): Promise<string> {
  const response = await apiRequest(path, accepting(init, 'text/plain'));
  return response.text();
}
