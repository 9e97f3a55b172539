import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { NntpConnection, type NntpConnectionOptions } from './nntp-connection';
import { NntpError } from './nntp-error';
import { parseOverviewLine } from './nntp-overview';
import {
  dataBlock,
  startNntpTestServer,
  type NntpTestServer,
  type NntpTestServerOptions,
} from './nntp-test-server';

const GROUP = 'alt.binaries.test';
let server: NntpTestServer | undefined;
const open: NntpConnection[] = [];

afterEach(async () => {
  for (const connection of open.splice(0)) connection.destroy();
  await server?.close();
  server = undefined;
});

async function serve(options: NntpTestServerOptions = {}, articles = 5): Promise<NntpTestServer> {
  server = await startNntpTestServer(options);
  server.post(
    GROUP,
    Array.from({ length: articles }, (_, i) => ({
      messageId: `<a${i + 1}@nzbkino.test>`,
      subject: `Film.2024.German [1/1] - "film.rar" yEnc (${i + 1}/${articles})`,
      body: `=ybegin part=${i + 1}\r\n.leading dot\r\n..two dots\r\n=yend\r\n`,
    })),
  );
  return server;
}

async function connect(extra: Partial<NntpConnectionOptions> = {}): Promise<NntpConnection> {
  const connection = await NntpConnection.connect({
    host: '127.0.0.1',
    port: server!.port,
    tls: 'none',
    ...extra,
  });
  open.push(connection);
  return connection;
}

async function failure(promise: Promise<unknown>): Promise<NntpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(NntpError);
  return error as NntpError;
}

const collect = async (connection: NntpConnection, from: number, to: number) => {
  const lines: Buffer[] = [];
  const count = await connection.over(GROUP, from, to, (batch) => lines.push(...batch));
  return { count, lines };
};

describe('NntpConnection: commands', () => {
  it('greets, reads CAPABILITIES, selects a group and reads its overview', async () => {
    await serve();
    const connection = await connect();
    expect(connection.capabilities.has('OVER')).toBe(true);
    expect(await connection.group(GROUP)).toEqual({ name: GROUP, count: 5, low: 1, high: 5 });
    const { count, lines } = await collect(connection, 2, 4);
    expect(count).toBe(3);
    expect(lines.map((l) => parseOverviewLine(l)?.messageId)).toEqual([
      '<a2@nzbkino.test>',
      '<a3@nzbkino.test>',
      '<a4@nzbkino.test>',
    ]);
    // OVER selects the group itself when the connection is elsewhere, and only then.
    expect(server!.commands.filter((c) => c.startsWith('GROUP'))).toHaveLength(1);
  });

  it('returns a body dot-unstuffed with CRLF line ends, and takes message-ids with or without brackets', async () => {
    await serve();
    const connection = await connect();
    const body = await connection.body('a1@nzbkino.test');
    expect(body.toString()).toBe('=ybegin part=1\r\n.leading dot\r\n..two dots\r\n=yend\r\n');
    expect((await connection.article('<a1@nzbkino.test>')).toString()).toContain(
      'Newsgroups: alt.binaries.test\r\n\r\n=ybegin part=1\r\n',
    );
    expect((await connection.head('<a1@nzbkino.test>')).toString()).toMatch(/^Subject: Film/);
  });

  it('maps 411, 430 and an empty range (423) to what they mean', async () => {
    await serve();
    const connection = await connect();
    const group = await failure(connection.group('alt.gibt.es.nicht'));
    expect(group).toMatchObject({ kind: 'no_such_group', code: 411, serverText: 'No such group' });
    expect(group.message).toContain('alt.gibt.es.nicht');
    const article = await failure(connection.body('<fehlt@nzbkino.test>'));
    expect(article).toMatchObject({ kind: 'no_article', code: 430 });
    expect(article.message).toBe(
      'Der Artikel <fehlt@nzbkino.test> ist auf 127.0.0.1:' +
        server!.port +
        ' nicht vorhanden (430 No such article).',
    );
    expect(await collect(connection, 100, 200)).toEqual({ count: 0, lines: [] });
    // The connection is still usable after refusals.
    expect((await connection.group(GROUP)).high).toBe(5);
  });

  it('lists active groups matching a wildmat', async () => {
    await serve();
    server!.post('alt.binaries.german.filme', [{ messageId: '<g@x>', subject: 's' }]);
    server!.post('de.rec.film', [{ messageId: '<d@x>', subject: 's' }]);
    const connection = await connect();
    expect(await connection.listActive('alt.binaries.*german*')).toEqual([
      { name: 'alt.binaries.german.filme', high: 1, low: 1, status: 'y' },
    ]);
    expect((await connection.listActive()).map((g) => g.name).sort()).toEqual([
      'alt.binaries.german.filme',
      GROUP,
      'de.rec.film',
    ]);
  });

  it('refuses arguments that would smuggle a second command, sending nothing', async () => {
    await serve();
    const connection = await connect();
    const sent = server!.commands.length;
    for (const attempt of [
      connection.body('<a1@x>\r\nQUIT'),
      connection.body('<a b@x>'),
      connection.group('alt.test\r\nQUIT'),
      connection.listActive('alt.* QUIT'),
      connection.over(GROUP, 5, 1, () => {}),
    ]) {
      expect(await failure(attempt)).toMatchObject({ kind: 'invalid_request' });
    }
    expect(server!.commands.length).toBe(sent);
  });

  it('pipelines: several commands are on the wire before the first answer, answers matched in order', async () => {
    await serve();
    server!.setHook(async (command) => {
      if (command.startsWith('BODY <a1@')) await sleep(100); // the first answer is slow
      return false;
    });
    const connection = await connect();
    const bodies = await Promise.all([1, 2, 3, 4, 5].map((n) => connection.body(`<a${n}@nzbkino.test>`)));
    expect(bodies.map((b) => b.toString().split('\r\n')[0])).toEqual(
      [1, 2, 3, 4, 5].map((n) => `=ybegin part=${n}`),
    );
    expect(server!.maxPipelined).toBeGreaterThanOrEqual(4);
  });

  it('falls back to XOVER when the server lists no OVER', async () => {
    await serve({ overview: 'XOVER' });
    const connection = await connect();
    expect((await collect(connection, 1, 5)).count).toBe(5);
    expect(server!.commands).toContain('XOVER 1-5');
    expect(server!.commands.some((c) => c.startsWith('OVER'))).toBe(false);
  });

  it('talks to an RFC 977 server without CAPABILITIES: MODE READER, then XOVER after OVER is unknown', async () => {
    await serve({ noCapabilities: true, overview: 'XOVER' });
    const connection = await connect();
    expect((await collect(connection, 1, 2)).count).toBe(2);
    expect(server!.commands).toEqual([
      'CAPABILITIES',
      'MODE READER',
      'GROUP alt.binaries.test',
      'OVER 1-2',
      'XOVER 1-2',
    ]);
  });

  it('reads through RFC 8054 compression when offered, unless switched off', async () => {
    await serve({ compress: true });
    const compressed = await connect();
    expect(compressed.compressed).toBe(true);
    expect((await collect(compressed, 1, 5)).lines.map((l) => parseOverviewLine(l)?.number)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect((await compressed.body('<a3@nzbkino.test>')).toString()).toContain('..two dots');
    const plain = await connect({ compress: false });
    expect(plain.compressed).toBe(false);
    expect(server!.commands.filter((c) => c === 'COMPRESS DEFLATE')).toHaveLength(1);
  });
});

describe('NntpConnection: AUTHINFO', () => {
  it('authenticates before reading, with a password containing spaces and umlauts', async () => {
    await serve({ users: { nzbkino: 'Geheim: Wört@1' } });
    const connection = await connect({ user: 'nzbkino', password: 'Geheim: Wört@1' });
    expect((await connection.group(GROUP)).count).toBe(5);
    expect(server!.commands).toEqual([
      'CAPABILITIES',
      'AUTHINFO USER nzbkino',
      'AUTHINFO PASS ****',
      'CAPABILITIES',
      'GROUP alt.binaries.test',
    ]);
  });

  it('fails with auth_failed on a wrong password, auth_required without one', async () => {
    await serve({ users: { nzbkino: 'richtig' } });
    const wrong = await failure(connect({ user: 'nzbkino', password: 'falsch' }));
    expect(wrong).toMatchObject({ kind: 'auth_failed', code: 481, retryable: false });
    expect(wrong.message).toContain('Prüfen Sie Benutzername und Passwort');
    const anonymous = await connect();
    expect(await failure(anonymous.group(GROUP))).toMatchObject({ kind: 'auth_required', code: 480 });
  });

  it('reports commands out of sequence (482) as a failed login', async () => {
    await serve();
    server!.setHook((command, session) => {
      if (!command.startsWith('AUTHINFO')) return false;
      session.write('482 Authentication commands issued out of sequence\r\n');
      return true;
    });
    expect(await failure(connect({ user: 'u', password: 'p' }))).toMatchObject({
      kind: 'auth_failed',
      code: 482,
    });
  });
});

describe('NntpConnection: broken servers', () => {
  it('reports a connection closed mid-OVER, and fails the commands behind it too', async () => {
    await serve();
    server!.setHook((command, session) => {
      if (!command.startsWith('OVER')) return false;
      session.write('224 Overview follows\r\n1\tSubject\tFrom\tDate\t<a1@nzbkino.test>\t\t10\t1\r\n2\tSub');
      session.destroy();
      return true;
    });
    const connection = await connect();
    const seen: Buffer[] = [];
    const over = connection.over(GROUP, 1, 5, (batch) => seen.push(...batch));
    const behind = connection.body('<a1@nzbkino.test>');
    const error = await failure(over);
    expect(error).toMatchObject({ kind: 'connection_lost', code: null, retryable: true });
    expect(error.message).toContain('mitten in der Antwort');
    expect(await failure(behind)).toMatchObject({ kind: 'connection_lost' });
    expect(seen).toHaveLength(1);
    expect(connection.isClosed).toBe(true);
    expect(await failure(connection.group(GROUP))).toMatchObject({ kind: 'connection_lost' });
  });

  it('reports a malformed status line as a protocol error', async () => {
    await serve();
    server!.setHook((command, session) => {
      if (command !== 'GROUP alt.binaries.test') return false;
      session.write('HTTP/1.1 400 Bad Request\r\n');
      return true;
    });
    const connection = await connect();
    const error = await failure(connection.group(GROUP));
    expect(error).toMatchObject({ kind: 'protocol', context: { reason: 'status_line' } });
    expect(error.message).toContain('keine gültige NNTP-Antwort');
  });

  it('refuses a line of megabytes without CRLF, and keeps memory bounded', async () => {
    await serve();
    server!.setHook((command, session) => {
      if (!command.startsWith('OVER')) return false;
      session.write('224 Overview follows\r\n');
      const block = Buffer.alloc(1024 * 1024, 0x61);
      for (let i = 0; i < 8; i++) session.write(block);
      return true;
    });
    const connection = await connect({ maxLineBytes: 64 * 1024 });
    const error = await failure(collect(connection, 1, 5));
    expect(error).toMatchObject({
      kind: 'protocol',
      context: { reason: 'line_too_long', limitBytes: 65536 },
    });
  });

  it('refuses a body larger than the limit but stays in step for the next answer', async () => {
    await serve();
    server!.post(GROUP, [
      { messageId: '<big@x>', subject: 'big', body: `${'y'.repeat(100)}\r\n`.repeat(100) },
    ]);
    const connection = await connect({ maxArticleBytes: 5000 });
    const big = connection.body('<big@x>');
    const small = connection.body('<a2@nzbkino.test>');
    expect(await failure(big)).toMatchObject({ kind: 'protocol', context: { reason: 'answer_too_large' } });
    expect((await small).toString()).toContain('part=2');
    expect((await connection.body('<big@x>', 20_000)).length).toBe(10_200);
  });

  it('times out when an answer stops coming, and when the greeting never comes', async () => {
    await serve();
    server!.setHook(async (command) => {
      if (command.startsWith('GROUP')) await sleep(1500);
      return false;
    });
    const connection = await connect({ idleTimeoutMs: 200 });
    const error = await failure(connection.group(GROUP));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true });
    expect(error.message).toContain('hat auf GROUP nicht rechtzeitig geantwortet');

    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const greeting = await failure(
      NntpConnection.connect({ host: '127.0.0.1', port, tls: 'none', connectTimeoutMs: 200 }),
    );
    expect(greeting).toMatchObject({ kind: 'timeout' });
    silent.close();
  });

  it('reports a refusing greeting, a closed port, and a server closing before it greets', async () => {
    await serve({ greeting: '502 Too many connections from your IP' });
    expect(await failure(connect())).toMatchObject({
      kind: 'refused',
      code: 502,
      serverText: 'Too many connections from your IP',
    });
    const port = server!.port;
    await server!.close();
    server = undefined;
    const unreachable = await failure(NntpConnection.connect({ host: '127.0.0.1', port, tls: 'none' }));
    expect(unreachable).toMatchObject({ kind: 'unreachable' });
    expect(unreachable.message).toContain('ECONNREFUSED');

    const rude = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => rude.listen(0, '127.0.0.1', resolve));
    const rudePort = (rude.address() as { port: number }).port;
    expect(
      await failure(NntpConnection.connect({ host: '127.0.0.1', port: rudePort, tls: 'none' })),
    ).toMatchObject({
      kind: 'refused',
    });
    rude.close();
  });

  it('reads a data block however the server splits it into packets', async () => {
    await serve();
    server!.setHook(async (command, session) => {
      if (!command.startsWith('BODY')) return false;
      const block = dataBlock('222 0 <x@y>', [Buffer.from('.a'), Buffer.from('b'), Buffer.from('.')]);
      for (const byte of block) {
        session.write(Buffer.from([byte]));
        await sleep(0);
      }
      return true;
    });
    const connection = await connect();
    expect((await connection.body('<x@y>')).toString()).toBe('.a\r\nb\r\n.\r\n');
  });

  it('takes a server closing an idle connection (400) as a clean close, not a failure', async () => {
    await serve();
    server!.setHook((command, session) => {
      if (command.startsWith('GROUP'))
        setTimeout(() => (session.write('400 Idle timeout\r\n'), session.destroy()), 20);
      return false;
    });
    const connection = await connect();
    const closed = new Promise<NntpError | null>((resolve) => connection.onClose(resolve));
    expect((await connection.group(GROUP)).count).toBe(5);
    expect(await closed).toBeNull();
    expect(connection.isClosed).toBe(true);
  });

  it('quits cleanly after the commands already written', async () => {
    await serve();
    const connection = await connect();
    const group = connection.group(GROUP);
    await connection.quit();
    expect((await group).count).toBe(5);
    expect(server!.commands.at(-1)).toBe('QUIT');
    expect(connection.isClosed).toBe(true);
  });
});
