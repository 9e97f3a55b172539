import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message as an ntfy server receives it (POST /{topic}). */
export interface NtfyMessage {
  topic: string;
  title: string | undefined;
  message: string;
  click: string | undefined;
  priority: string | undefined;
  tags: string | undefined;
}

export interface NtfyServer {
  url: string;
  messages: NtfyMessage[];
  /** Resolves with the first message (already received or still to come) that passes `match`. */
  waitFor(match: (message: NtfyMessage) => boolean, timeoutMs?: number): Promise<NtfyMessage>;
  close(): Promise<void>;
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A loopback stand-in for ntfy.sh that records what the site publishes. */
export async function startNtfyServer(): Promise<NtfyServer> {
  const messages: NtfyMessage[] = [];
  const waiters: { match: (message: NtfyMessage) => boolean; resolve: (message: NtfyMessage) => void }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const message: NtfyMessage = {
        topic: decodeURIComponent((request.url ?? '/').slice(1).split('?')[0] ?? ''),
        title: header(request.headers['title'] ?? request.headers['x-title']),
        message: Buffer.concat(chunks).toString('utf8'),
        click: header(request.headers['click'] ?? request.headers['x-click']),
        priority: header(request.headers['priority'] ?? request.headers['x-priority']),
        tags: header(request.headers['tags'] ?? request.headers['x-tags']),
      };
      messages.push(message);
      for (const waiter of waiters.filter((entry) => entry.match(message))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ id: String(messages.length), event: 'message', topic: message.topic }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    waitFor: (match, timeoutMs = 60_000) => {
      const seen = messages.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(new Error(`no matching ntfy message in ${timeoutMs} ms; got ${JSON.stringify(messages)}`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (message) => {
            clearTimeout(timer);
            resolve(message);
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
