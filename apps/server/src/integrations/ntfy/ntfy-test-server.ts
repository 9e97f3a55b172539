import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One publish as a loopback ntfy server received it (title decoded like ntfy does). */
export interface ReceivedPush {
  topic: string;
  title: string | undefined;
  message: string;
  click: string | undefined;
  priority: string | undefined;
  tags: string[];
  authorization: string | undefined;
  at: number;
}

/** A loopback stand-in for an ntfy server, for tests and browser journeys. */
export interface NtfyTestServer {
  url: string;
  received: ReceivedPush[];
  /** Answer the next `times` publishes with `status` (500, 429, 403 …) instead of accepting them. */
  failNext(status: number, times?: number): void;
  /** Resolves when at least `count` publishes arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

function decodeHeader(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined) return undefined;
  const encoded = /^=\?utf-8\?b\?([^?]*)\?=$/i.exec(text);
  return encoded ? Buffer.from(encoded[1]!, 'base64').toString('utf8') : text;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function startNtfyTestServer(): Promise<NtfyTestServer> {
  const received: ReceivedPush[] = [];
  const failures: number[] = [];
  const waiting = new Set<() => void>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const topic = decodeURIComponent((req.url ?? '/').slice(1).split('?')[0] ?? '');
      const failure = failures.shift();
      if (req.method !== 'POST' || failure !== undefined) {
        res.writeHead(failure ?? 405, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: failure ?? 405, error: 'test failure' }));
        return;
      }
      const push: ReceivedPush = {
        topic,
        title: decodeHeader(req.headers.title),
        message: Buffer.concat(chunks).toString('utf8'),
        click: single(req.headers.click),
        priority: single(req.headers.priority),
        tags: (single(req.headers.tags) ?? '').split(',').filter(Boolean),
        authorization: single(req.headers.authorization),
        at: Date.now(),
      };
      received.push(push);
      for (const wake of waiting) wake();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ id: String(received.length), event: 'message', topic, message: push.message }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    failNext: (status, times = 1) => failures.push(...Array<number>(times).fill(status)),
    waitFor: (count, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`ntfy test server: ${received.length} of ${count} publishes arrived`));
        }, timeoutMs);
        waiting.add(check);
        check();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
