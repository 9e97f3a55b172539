import { TmdbError } from './tmdb-error';

export type QueryValue = string | number | undefined;

export interface TmdbHttpOptions {
  apiKey: string;
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
  maxRetries: number;
  retryDelayMs: number;
  maxRetryAfterMs: number;
  sleep: (ms: number) => Promise<void>;
}

export interface FetchedBody {
  body: Buffer;
  contentType: string;
}

// A v4 read-access token is a JWT; v3 keys are 32 hex characters.
const JWT = /^eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
// Generous for a series with hundreds of episodes; stops a broken proxy from filling memory.
const MAX_JSON_BYTES = 10 * 1024 * 1024;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * HTTP transport for TMDb: authentication, timeouts, retries and error
 * translation. Mapping lives elsewhere so this file only knows about bytes.
 */
export class TmdbHttp {
  private readonly bearer: boolean;

  constructor(private readonly options: TmdbHttpOptions) {
    this.bearer = JWT.test(options.apiKey);
  }

  /** Parsed JSON of an API resource, or `null` when TMDb answers 404. */
  async getJson(path: string, query: Record<string, QueryValue>): Promise<unknown> {
    const url = new URL(this.options.baseUrl.replace(/\/+$/, '') + path);
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    if (!this.bearer) url.searchParams.set('api_key', this.options.apiKey);
    const label = `GET ${path}`;
    const fetched = await this.send(url, label, MAX_JSON_BYTES, true);
    if (!fetched) return null;
    try {
      return JSON.parse(fetched.body.toString('utf8')) as unknown;
    } catch {
      throw new TmdbError(
        `Unerwartete Antwort von TMDb bei ${label}: kein gültiges JSON.`,
        200,
        'bad_response',
      );
    }
  }

  /**
   * Raw bytes of a URL outside the API (the image CDN), or `null` on 404. The
   * key is not sent: the CDN does not need it and it must not reach another host.
   */
  getBinary(url: URL, label: string, maxBytes: number): Promise<FetchedBody | null> {
    return this.send(url, label, maxBytes, false);
  }

  /** Removes the API key from any text that may end up in a log. */
  redact(text: string): string {
    const key = this.options.apiKey;
    const withoutKey = key ? text.split(key).join('***') : text;
    return withoutKey.replace(/api_key=[^&\s"']*/g, 'api_key=***');
  }

  private async send(url: URL, label: string, maxBytes: number, auth: boolean): Promise<FetchedBody | null> {
    const { maxRetries, timeoutMs } = this.options;
    const headers: Record<string, string> = { accept: 'application/json, image/*' };
    if (auth && this.bearer) headers.authorization = `Bearer ${this.options.apiKey}`;

    for (let attempt = 0; ; attempt += 1) {
      const canRetry = attempt < maxRetries;
      let response: Response;
      let body: Buffer;
      try {
        // The timeout covers the body too, so a stalled transfer cannot hang an import.
        // Redirects are refused: a response must not steer us (or the key) to another host.
        response = await this.options.fetch(url, {
          headers,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = await readLimited(response, maxBytes, label);
      } catch (error) {
        if (error instanceof TmdbError) throw error;
        if (canRetry) {
          await this.options.sleep(this.backoff(attempt));
          continue;
        }
        if (isTimeout(error)) {
          throw new TmdbError(
            `Zeitüberschreitung: TMDb hat bei ${label} nicht innerhalb von ${timeoutMs} ms geantwortet (${attempt + 1} Versuche).`,
            0,
            'timeout',
          );
        }
        throw new TmdbError(
          `TMDb ist nicht erreichbar (${label}, ${attempt + 1} Versuche): ${this.redact(describe(error))}.`,
          0,
          'network',
        );
      }

      const { status } = response;
      if (status >= 200 && status < 300) {
        return { body, contentType: response.headers.get('content-type') ?? '' };
      }
      if (status === 404) return null;
      const detail = this.tmdbMessage(body);
      if (status === 401) {
        throw new TmdbError(
          `Ungültiger TMDb-API-Schlüssel: TMDb hat ${label} mit HTTP 401 abgelehnt${detail}. Bitte den API-Schlüssel in der Konfiguration prüfen.`,
          401,
          'invalid_key',
        );
      }
      if (status === 429) {
        if (canRetry) {
          const wait = parseRetryAfter(response.headers.get('retry-after')) ?? this.backoff(attempt);
          await this.options.sleep(Math.min(wait, this.options.maxRetryAfterMs));
          continue;
        }
        throw new TmdbError(
          `TMDb-Anfragelimit überschritten bei ${label} (HTTP 429, ${attempt + 1} Versuche)${detail}.`,
          429,
          'rate_limited',
        );
      }
      if (status >= 500) {
        if (canRetry) {
          await this.options.sleep(this.backoff(attempt));
          continue;
        }
        throw new TmdbError(
          `TMDb-Serverfehler bei ${label} (HTTP ${status}, ${attempt + 1} Versuche)${detail}.`,
          status,
          'server_error',
        );
      }
      const reason = status >= 300 && status < 400 ? ': Weiterleitung abgelehnt' : detail;
      throw new TmdbError(
        `TMDb hat ${label} abgelehnt (HTTP ${status})${reason}.`,
        status,
        'request_rejected',
      );
    }
  }

  private backoff(attempt: number): number {
    return this.options.retryDelayMs * 2 ** attempt;
  }

  private tmdbMessage(body: Buffer): string {
    try {
      const parsed = JSON.parse(body.toString('utf8')) as { status_message?: unknown };
      if (typeof parsed.status_message === 'string' && parsed.status_message) {
        return ` (TMDb: „${this.redact(parsed.status_message.slice(0, 200))}“)`;
      }
    } catch {
      // Error pages of proxies are not JSON; the status alone has to do.
    }
    return '';
  }
}

/** Milliseconds a `Retry-After` header asks for (delta seconds or HTTP date), if it is readable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

async function readLimited(response: Response, maxBytes: number, label: string): Promise<Buffer> {
  const tooLarge = () =>
    new TmdbError(
      `Antwort von TMDb bei ${label} ist größer als ${maxBytes} Bytes.`,
      response.status,
      'bad_response',
    );
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

// undici reports "fetch failed" and hides the useful part (ECONNREFUSED, ENOTFOUND) in `cause`.
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const detail =
    typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : '';
  return detail ? `${error.message} (${detail})` : error.message;
}
