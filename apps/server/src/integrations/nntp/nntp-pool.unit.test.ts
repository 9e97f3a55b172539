import { afterEach, describe, expect, it } from 'vitest';
import type { NntpServerConfig } from './nntp-config';
import { NntpError } from './nntp-error';
import { parseOverviewLine } from './nntp-overview';
import { NntpPool, type NntpPoolOptions } from './nntp-pool';
import { startNntpTestServer, type NntpTestServer, type NntpTestServerOptions } from './nntp-test-server';

const GROUP = 'alt.binaries.test';
const servers: NntpTestServer[] = [];
const pools: NntpPool[] = [];

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(articles: number, options: NntpTestServerOptions = {}): Promise<NntpTestServer> {
  const server = await startNntpTestServer(options);
  servers.push(server);
  server.post(
    GROUP,
    Array.from({ length: articles }, (_, i) => ({
      messageId: `<a${i + 1}@main>`,
      subject: `Film [1/1] - "film.rar" yEnc (${i + 1}/${articles})`,
      body: `main ${i + 1}\r\n`,
    })),
  );
  return server;
}

function config(server: NntpTestServer, extra: Partial<NntpServerConfig> = {}): NntpServerConfig {
  return {
    name: `test:${server.port}`,
    host: server.host,
    port: server.port,
    tls: 'none',
    connections: 3,
    priority: 0,
    ...extra,
  };
}

function pool(configs: NntpServerConfig[], options: NntpPoolOptions = {}): NntpPool {
  const created = new NntpPool(configs, { backoffInitialMs: 20, backoffMaxMs: 100, ...options });
  pools.push(created);
  return created;
}

async function readAll(p: NntpPool, from: number, to: number, chunkSize?: number) {
  const chunks: { from: number; to: number; numbers: number[] }[] = [];
  for await (const chunk of p.over(GROUP, from, to, chunkSize)) {
    chunks.push({
      from: chunk.from,
      to: chunk.to,
      numbers: chunk.lines.map((l) => parseOverviewLine(l)!.number),
    });
  }
  return chunks;
}

describe('NntpPool: headers', () => {
  it('opens connections only when needed, and no more than configured', async () => {
    const server = await serve(100);
    const p = pool([config(server, { connections: 3 })]);
    expect(server.accepted).toBe(0);
    expect((await p.group(GROUP)).high).toBe(100);
    expect(server.accepted).toBe(1);
    await readAll(p, 1, 100, 5);
    expect(server.accepted).toBe(3);
    expect(p.status()[0]).toMatchObject({ open: 3, busy: 0, failures: 0 });
  });

  it('reads a range in chunks spread over the connections, yielded whole and in order', async () => {
    const server = await serve(95);
    const p = pool([config(server)], { pipelineDepth: 2 });
    const chunks = await readAll(p, 1, 95, 10);
    expect(chunks.map((c) => [c.from, c.to])).toEqual(
      Array.from({ length: 10 }, (_, i) => [i * 10 + 1, Math.min(95, i * 10 + 10)]),
    );
    expect(chunks.flatMap((c) => c.numbers)).toEqual(Array.from({ length: 95 }, (_, i) => i + 1));
    expect(server.commands.filter((c) => c.startsWith('GROUP'))).toHaveLength(3); // once per connection
    expect(server.maxPipelined).toBeGreaterThanOrEqual(2); // GROUP and OVER, or two OVERs, on the wire together
  });

  it('reads a chunk again on a fresh connection when the server cuts it off mid-OVER', async () => {
    const server = await serve(30);
    let cut = 0;
    server.setHook((command, session) => {
      if (command !== 'OVER 11-20' || cut++ > 0) return false;
      session.write('224 Overview follows\r\n11\tpartial');
      session.destroy();
      return true;
    });
    const p = pool([config(server, { connections: 1 })]);
    const chunks = await readAll(p, 1, 30, 10);
    expect(chunks.flatMap((c) => c.numbers)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(server.accepted).toBe(2);
    expect(p.status()[0]).toMatchObject({ failures: 0 });
  });

  it('gives up on a chunk after the configured attempts and says why', async () => {
    const server = await serve(10);
    server.setHook((command, session) => {
      if (!command.startsWith('OVER')) return false;
      session.destroy();
      return true;
    });
    const p = pool([config(server, { connections: 1 })], { attempts: 3 });
    const error = await readAll(p, 1, 10).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NntpError);
    expect(error).toMatchObject({ kind: 'connection_lost' });
    expect(server.commands.filter((c) => c.startsWith('OVER'))).toHaveLength(3);
  });

  it('does not retry what cannot get better: a group that does not exist', async () => {
    const server = await serve(10);
    const p = pool([config(server)]);
    const error = await readAll(p, 1, 10).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeNull();
    const missing = p.over('alt.gibt.es.nicht', 1, 10)[Symbol.asyncIterator]().next();
    await expect(missing).rejects.toMatchObject({ kind: 'no_such_group', code: 411 });
    expect(server.commands.filter((c) => c === 'GROUP alt.gibt.es.nicht')).toHaveLength(1);
  });

  it('reads the main server’s overview format and lists its groups', async () => {
    const server = await serve(1);
    const p = pool([config(server)]);
    const format = await p.overviewFormat();
    expect(format.fields.slice(0, 2)).toEqual(['subject', 'from']);
    await p.overviewFormat();
    expect(server.commands.filter((c) => c === 'LIST OVERVIEW.FMT')).toHaveLength(1);
    expect(await p.listActive('alt.binaries.*')).toEqual([{ name: GROUP, high: 1, low: 1, status: 'y' }]);
  });
});

describe('NntpPool: articles from several servers', () => {
  it('asks the servers in priority order and takes a missing article from the fill server', async () => {
    const main = await serve(3);
    const fill = await serve(0);
    fill.post(GROUP, [{ messageId: '<only@fill>', subject: 's', body: 'from the fill server\r\n' }]);
    // Given fill first: the priority, not the order, decides.
    const p = pool([
      config(fill, { priority: 1, name: 'fill' }),
      config(main, { priority: 0, name: 'main' }),
    ]);
    expect((await p.body('<a2@main>')).toString()).toBe('main 2\r\n');
    expect((await p.body('only@fill')).toString()).toBe('from the fill server\r\n');
    expect(main.commands).toContain('BODY <only@fill>');
    expect(fill.commands).not.toContain('BODY <a2@main>');

    const missing = await p.body('<nirgends@x>').catch((e: unknown) => e);
    expect(missing).toMatchObject({ kind: 'no_article' });
    expect((missing as NntpError).message).toContain('main, fill');
  });

  it('goes on to the fill server when the main one is down, and reports the outage if nobody has it', async () => {
    const main = await serve(0, { greeting: '502 Zu viele Verbindungen' });
    const fill = await serve(0);
    fill.post(GROUP, [{ messageId: '<f@fill>', subject: 's', body: 'fill\r\n' }]);
    const p = pool([config(main, { name: 'main' }), config(fill, { priority: 1, name: 'fill' })], {
      attempts: 1,
    });
    expect((await p.body('<f@fill>')).toString()).toBe('fill\r\n');
    const error = await p.body('<nirgends@x>').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'refused', code: 502 });
  });

  it('spreads concurrent fetches over pipelined connections', async () => {
    const main = await serve(40);
    const p = pool([config(main, { connections: 2 })], { pipelineDepth: 4 });
    const bodies = await Promise.all(Array.from({ length: 40 }, (_, i) => p.body(`<a${i + 1}@main>`)));
    expect(bodies.map((b) => b.toString())).toEqual(
      Array.from({ length: 40 }, (_, i) => `main ${i + 1}\r\n`),
    );
    expect(main.accepted).toBe(2);
    expect(main.maxPipelined).toBeGreaterThanOrEqual(2);
  });
});

describe('NntpPool: reconnecting', () => {
  it('backs off exponentially, capped, after failed connects, and recovers', async () => {
    const server = await serve(1, { greeting: '400 Wartung' });
    const p = pool([config(server, { connections: 1 })], {
      backoffInitialMs: 100,
      backoffMaxMs: 300,
      attempts: 1,
    });
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      await expect(p.group(GROUP)).rejects.toMatchObject({ kind: 'refused' });
      waits.push(p.status()[0]!.retryInMs);
    }
    expect(server.accepted).toBe(4);
    expect(p.status()[0]).toMatchObject({ failures: 4 });
    expect(p.status()[0]!.lastError).toContain('lehnt die Verbindung ab');
    // 100, 200, then 400 and 800 capped at 300 (each read a moment after it was set, so at most that).
    expect(waits[0]).toBeLessThanOrEqual(100);
    expect(waits[1]).toBeGreaterThan(100);
    expect(waits[1]).toBeLessThanOrEqual(200);
    expect(waits[2]).toBeGreaterThan(200);
    expect(waits[2]).toBeLessThanOrEqual(300);
    expect(waits[3]).toBeLessThanOrEqual(300);

    // The server comes back: the next lease waits out the back-off, connects, and the count resets.
    server.greeting = '200 wieder da';
    expect((await p.group(GROUP)).count).toBe(1);
    expect(server.accepted).toBe(5);
    expect(p.status()[0]).toMatchObject({ failures: 0, retryInMs: 0, open: 1 });
  });

  it('replaces a connection the server dropped', async () => {
    const server = await serve(5);
    const p = pool([config(server, { connections: 1 })]);
    expect((await p.group(GROUP)).count).toBe(5);
    server.dropAll();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(p.status()[0]).toMatchObject({ open: 0 });
    expect((await p.body('<a5@main>')).toString()).toBe('main 5\r\n');
    expect(server.accepted).toBe(2);
  });

  it('closes every connection with QUIT and refuses work afterwards', async () => {
    const server = await serve(20);
    const p = pool([config(server, { connections: 2 })]);
    await readAll(p, 1, 20, 5);
    await p.close();
    expect(server.commands.filter((c) => c === 'QUIT')).toHaveLength(2);
    await expect(p.group(GROUP)).rejects.toMatchObject({ kind: 'connection_lost' });
  });
});
