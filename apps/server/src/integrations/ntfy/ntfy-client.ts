import { PushError, type PushMessage, type PushPublisher } from './push-publisher';

export interface NtfyOptions {
  /** The ntfy server, e.g. https://ntfy.sh. */
  url: string;
  /** Access token of a protected server (sent as Bearer). */
  token?: string | undefined;
  timeoutMs?: number;
}

/**
 * HTTP header values are Latin-1 at best; ntfy decodes RFC 2047 encoded
 * words, so a title with umlauts or dashes travels as =?UTF-8?B?…?=.
 */
export function headerValue(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  return `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}

/** Publishes to an ntfy server: POST {url}/{topic}, the message as the body, the rest as headers. */
export class NtfyClient implements PushPublisher {
  readonly serverUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: NtfyOptions) {
    this.serverUrl = options.url.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async publish(topic: string, message: PushMessage): Promise<void> {
    const headers: Record<string, string> = {
      'content-type': 'text/plain; charset=utf-8',
      title: headerValue(message.title),
    };
    if (message.click) headers.click = message.click;
    if (message.priority) headers.priority = String(message.priority);
    if (message.tags?.length) headers.tags = message.tags.join(',');
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    let response: Response;
    try {
      response = await fetch(`${this.serverUrl}/${encodeURIComponent(topic)}`, {
        method: 'POST',
        headers,
        body: message.message,
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const reason =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
      throw new PushError(`ntfy nicht erreichbar: ${reason}`, false);
    }
    // The answer is small JSON; read it so the connection can be reused.
    const body = await response.text().catch(() => '');
    if (response.ok) return;
    const status = response.status;
    // Rate limits and server trouble pass; a refused topic or token does not.
    const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
    throw new PushError(`ntfy antwortete HTTP ${status}: ${body.slice(0, 200)}`, permanent, status);
  }
}
