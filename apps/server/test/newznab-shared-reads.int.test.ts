import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PostgresSearchRepository } from '../src/modules/search/postgres/postgres-search.repository';
import { importCategorised, keyHolder, type KeyHolder } from './newznab-fixture';
import { createTestApp, type TestApp } from './test-app';

/**
 * Members whose tools ask for the same page at the same moment (every Sonarr's
 * RSS sync) share one read of it, without any answer cache: on PGlite, whose
 * statements run synchronously, each request used to run to its end before the
 * next was parsed, so the same page was read once per request.
 */
let t: TestApp;
let members: KeyHolder[];
let port: number;

beforeAll(async () => {
  t = await createTestApp({ apiCacheMs: 0 }, { responseCache: false });
  await importCategorised(t);
  members = await Promise.all(Array.from({ length: 6 }, (_, i) => keyHolder(t, `sonarr${i}`, 'PREMIUM')));
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = Number(new URL(address).port);
}, 120_000);
afterAll(() => t.close());

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Waits until the server has accepted `count` connections (it reads their requests from then on). */
async function acceptedAll(count: number): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const open = await new Promise<number>((resolve, reject) =>
      t.app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
    );
    if (open >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the server accepted fewer than ${count} connections`);
}

/** Reads one HTTP answer to its end (the server closes the connection). */
function answer(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.once('end', () => resolve(text));
    socket.once('error', reject);
  });
}

describe('the same page asked for by several members at once', () => {
  it('is read from the database once, and every member gets it with their own links', async () => {
    const sockets = await Promise.all(members.map(() => open()));
    await acceptedAll(sockets.length);
    const answers = sockets.map(answer);
    const reads = vi.spyOn(PostgresSearchRepository.prototype, 'search');
    try {
      // All requests are on their way before the server's next turn: it finds them together.
      sockets.forEach((socket, i) =>
        socket.write(
          `GET /api?t=search&cat=5030,5040&extended=1&limit=100&apikey=${members[i]!.key} HTTP/1.1\r\n` +
            'Host: 127.0.0.1\r\nConnection: close\r\n\r\n',
        ),
      );
      const texts = await Promise.all(answers);
      texts.forEach((text, i) => {
        expect(text).toMatch(/^HTTP\/1\.1 200/);
        expect(text).toContain(`apikey=${members[i]!.key}`);
        for (const other of members) if (other !== members[i]) expect(text).not.toContain(other.key);
        expect(text).toContain('Kommissar.Kroll.S01E01.German.720p.WEB.h264-GRP');
      });
      // PGlite answers each request in the turn it was read in: the wait makes the six meet, always.
      // On PostgreSQL each request's key lookup is I/O of its own, so when the six reach the page
      // depends on the database's timing; they often share, but no count is certain there.
      if (t.app.database.kind === 'pglite') expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });
});
