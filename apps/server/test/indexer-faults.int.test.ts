import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { rowsOf } from '../src/db/user-lock';
import {
  startNntpTestServer,
  type NntpTestServer,
  type TestArticle,
} from '../src/integrations/nntp/nntp-test-server';
import { productionEnv, runToEnd, startEntry, startServer, until } from './processes';
import { createTestApp, type TestApp } from './test-app';

/*
 * Hostile and broken servers and posts (issue 43): a server that cuts off or
 * refuses mid-update, an indexer process killed mid-chunk, malformed lines,
 * huge subjects, Latin-1 bytes, a wrong password, a vanished group and a
 * flood of one-part junk never crash the indexer or lose state, and every
 * posted release exists exactly once afterwards.
 */
const GROUP = 'alt.binaries.german.filme';
const POSTER = 'Kinofreund <kino@example.invalid>';
const now = new Date().toUTCString();
let serial = 0;

/** The articles of a post: `files` files of `parts` parts, as posters write the subjects. */
function post(name: string, files = 2, parts = 30, poster = POSTER): TestArticle[] {
  const articles: TestArticle[] = [];
  for (let f = 1; f <= files; f++)
    for (let p = 1; p <= parts; p++)
      articles.push({
        messageId: `<${++serial}.${f}.${p}@faults.invalid>`,
        subject: `${name} [${f}/${files}] - "${name}.part${f}.rar" yEnc (${p}/${parts})`,
        from: poster,
        date: now,
        bytes: 400_000,
        body: 'x',
      });
  return articles;
}

const names = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}.Teil${i + 1}.2024.German.1080p.WEB.x264-GRP`);

async function releaseCounts(db: TestApp['database']['db'], wanted: string[]): Promise<number[]> {
  const rows = rowsOf<{ name: string; n: string }>(
    await db.execute(sql`select name, count(*)::text as n from releases group by name`),
  );
  const by = new Map(rows.map((r) => [r.name, Number(r.n)]));
  return wanted.map((name) => by.get(name) ?? 0);
}

describe('indexer faults', () => {
  let server: NntpTestServer;
  let t: TestApp;
  const indexerConfig = (overrides: Partial<ReturnType<typeof testConfig>['indexer']> = {}) => ({
    ...testConfig().indexer,
    nntpUrl: `nntp://127.0.0.1:${server.port}?compress=0`,
    groups: [GROUP],
    chunkSize: 100,
    releaseDelayMs: 0,
    minCompletion: 100,
    minReleaseBytes: 1024 * 1024,
    ...overrides,
  });

  beforeEach(async () => {
    server = await startNntpTestServer();
  });
  afterEach(async () => {
    await t?.close();
    await server.close();
  });

  it('a server that cuts off mid-OVER and then refuses: errors counted, nothing lost, each release once', async () => {
    const wanted = names('Abbruch', 6);
    for (const name of wanted) server.post(GROUP, post(name));
    t = await createTestApp({ indexer: indexerConfig() });
    server.setHook((command, session) => {
      // From the third chunk on (201-300): the connection dies mid-answer, then the server refuses new ones.
      if (!/^OVER (\d+)/.test(command) || Number(/^OVER (\d+)/.exec(command)![1]) < 201) return false;
      session.write('224 Overview follows\r\n201\tangefangen');
      server.greeting = '502 Wartung';
      session.destroy();
      return true;
    });
    const first = await t.app.services.indexer.update();
    expect(first.groups[0]!.error).toMatch(/.+/);
    const status = await t.app.services.indexerStatus.status();
    expect(status.groups[0]!.errors).toBe(1);
    expect(status.errors[0]).toMatchObject({ groupName: GROUP });
    // Two whole chunks were stored and the watermark stands after them.
    expect(status.groups[0]!.lastArticle).toBe(200);

    server.setHook(undefined);
    server.greeting = '200 wieder da';
    const second = await t.app.services.indexer.update();
    expect(second.groups[0]).toMatchObject({ error: null, range: { from: 201, to: 360 } });
    expect(await releaseCounts(t.database.db, wanted)).toEqual(wanted.map(() => 1));
  });

  it('malformed lines, 10 KB subjects, Latin-1 bytes, junk floods and text posts: counted, the rest indexed', async () => {
    const film = 'Die.Fälscher.2007.GERMAN.DL.1080p.BluRay.x264-DETAiLS';
    server.post(
      GROUP,
      post(film).map((a) => ({ ...a, subject: Buffer.from(a.subject as string, 'latin1') })),
    );
    server.post(GROUP, [
      { messageId: '<frage@faults.invalid>', subject: 'Re: Frage zum Film', date: now },
      {
        messageId: '<riesig@faults.invalid>',
        subject: `${'Ü'.repeat(10_000)} yEnc (1/1)`,
        date: now,
        bytes: 500,
      },
      { messageId: 'ohne-klammern', subject: 'kaputt (1/1)', date: now },
      ...Array.from({ length: 300 }, (_, i) => ({
        messageId: `<muell${i}@faults.invalid>`,
        subject: `spam${i} - "x${i}.bin" yEnc (1/1)`,
        date: now,
        bytes: 2000,
      })),
    ]);
    t = await createTestApp({ indexer: indexerConfig() });
    const run = await t.app.services.indexer.update();
    expect(run.groups[0]).toMatchObject({ error: null, headers: 60 + 1 + 300 });
    expect(run.groups[0]!.skipped).toBe(2);
    expect(run.releases).toMatchObject({ imported: 1, junk: 301, refused: 0 });
    expect(await releaseCounts(t.database.db, [film])).toEqual([1]);
    const open = (await t.app.services.indexerStatus.status()).open;
    expect(open).toEqual({ collections: 0, files: 0, parts: 0 });
  });

  it('a wrong password and a vanished group: a German error for each, the other group goes on', async () => {
    await server.close();
    server = await startNntpTestServer({ users: { indexer: 'richtig' } });
    const wanted = names('Weiter', 2);
    for (const name of wanted) server.post(GROUP, post(name));
    t = await createTestApp({
      indexer: indexerConfig({ nntpUrl: `nntp://indexer:falsch@127.0.0.1:${server.port}?compress=0` }),
    });
    const wrong = await t.app.services.indexer.update();
    expect(wrong.groups[0]!.error).toMatch(/Anmeldung|Passwort|Zugangsdaten/i);

    await t.close();
    t = await createTestApp({
      indexer: indexerConfig({
        nntpUrl: `nntp://indexer:richtig@127.0.0.1:${server.port}?compress=0`,
        groups: [GROUP, 'alt.binaries.verschwunden'],
      }),
    });
    const run = await t.app.services.indexer.update();
    const by = new Map(run.groups.map((g) => [g.group, g.error]));
    expect(by.get('alt.binaries.verschwunden')).toMatch(/Gruppe/);
    expect(by.get(GROUP)).toBeNull();
    expect(await releaseCounts(t.database.db, wanted)).toEqual([1, 1]);
  });
});

describe('backfill', () => {
  let server: NntpTestServer;
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it('a new group starts a day back; backfill reads further back to its date, below what was read', async () => {
    server = await startNntpTestServer();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toUTCString();
    const old = names('Alt', 2);
    const recent = names('Neu', 2);
    const ancient = names('Uralt', 1);
    // In posting order, as a server numbers them: 60 days, 10 days and 1 hour old.
    for (const [list, days] of [
      [ancient, 60],
      [old, 10],
      [recent, 1 / 24],
    ] as const)
      for (const name of list)
        server.post(
          GROUP,
          post(name).map((a) => ({ ...a, date: daysAgo(days) })),
        );
    t = await createTestApp({
      indexer: {
        ...testConfig().indexer,
        nntpUrl: `nntp://127.0.0.1:${server.port}?compress=0`,
        groups: [GROUP],
        chunkSize: 100,
        releaseDelayMs: 0,
        minCompletion: 100,
        minReleaseBytes: 1024 * 1024,
      },
    });
    const update = await t.app.services.indexer.update();
    expect(update.groups[0]).toMatchObject({ error: null, range: { from: 181, to: 300 } });
    expect(await releaseCounts(t.database.db, [...ancient, ...old, ...recent])).toEqual([0, 0, 0, 1, 1]);

    const back = await t.app.services.indexer.backfill(GROUP, 30);
    expect(back.groups[0]).toMatchObject({ error: null, range: { from: 61, to: 180 } });
    expect(await releaseCounts(t.database.db, [...ancient, ...old, ...recent])).toEqual([0, 1, 1, 1, 1]);
    const status = (await t.app.services.indexerStatus.status()).groups[0]!;
    expect(status).toMatchObject({ firstArticle: 61, lastArticle: 300, backlog: 0 });
  });
});

describe('an indexer process killed mid-chunk', () => {
  let server: NntpTestServer;
  let work: string;
  afterAll(async () => {
    await server?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('reads again from its watermark: every release exactly once', async () => {
    server = await startNntpTestServer();
    const wanted = names('Abgeschossen', 6);
    for (const name of wanted) server.post(GROUP, post(name));
    work = mkdtempSync(path.join(tmpdir(), 'nzbkino-indexer-kill-'));
    const env = productionEnv(path.join(work, 'data'), {
      NNTP_URL: `nntp://127.0.0.1:${server.port}?compress=0`,
      INDEX_GROUPS: GROUP,
      INDEX_CHUNK: '100',
      INDEX_RELEASE_DELAY: '0',
      INDEX_MIN_COMPLETION: '100',
    });
    let stalled = false;
    // The third chunk is never answered: the process is killed while it waits, two chunks stored.
    let overs = 0;
    server.setHook((command) => {
      if (!command.startsWith('OVER') || ++overs < 3) return false;
      stalled = true;
      return true;
    });
    const first = startEntry('src/cli.ts', ['indexer', 'update'], env);
    await until(() => stalled || first.ended(), 120_000, 'the third chunk');
    expect(first.ended()).toBe(false);
    process.kill(first.pid, 'SIGKILL');
    await first.stop();

    server.setHook(undefined);
    const second = await runToEnd('src/cli.ts', ['indexer', 'update'], env);
    expect({ code: second.code, stderr: second.stderr }).toEqual({ code: 0, stderr: '' });
    // Killed before its first commit, or after some: either way it reads on from the stored watermark.
    expect(second.stdout).toMatch(/Artikel (1|101|201)–360/);

    const database = await openDatabase({ dataDir: path.join(work, 'data', 'pglite') });
    try {
      expect(await releaseCounts(database.db, wanted)).toEqual(wanted.map(() => 1));
    } finally {
      await database.close();
    }
  }, 240_000);
});

describe('indexer commands through the running server (embedded database)', () => {
  let server: NntpTestServer;
  let work: string;
  afterAll(async () => {
    await server?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('hands update and status to the server that holds the data folder', async () => {
    server = await startNntpTestServer();
    const wanted = names('Durchgereicht', 2);
    for (const name of wanted) server.post(GROUP, post(name));
    work = mkdtempSync(path.join(tmpdir(), 'nzbkino-indexer-cli-'));
    const env = productionEnv(path.join(work, 'data'), {
      NNTP_URL: `nntp://127.0.0.1:${server.port}?compress=0`,
      INDEX_GROUPS: GROUP,
      INDEX_INTERVAL: '0',
      INDEX_RELEASE_DELAY: '0',
    });
    const running = await startServer(env);
    try {
      const update = await runToEnd('src/cli.ts', ['indexer', 'update'], env);
      expect(update.code).toBe(0);
      expect(update.stdout).toContain(`${GROUP}: Artikel 1–120, 120 Header, 0 übersprungen, 0 fehlend`);
      expect(update.stdout).toContain('Releases: 2 neu');
      const status = await runToEnd('src/cli.ts', ['indexer', 'status'], env);
      expect(status.stdout).toContain('Server NNTP_URL: 127.0.0.1');
      expect(status.stdout).toMatch(
        new RegExp(
          `${GROUP.replace(/\./g, '\\.')}: Wasserstand 120, Rückstand 0, 120 Header gelesen, 2 Releases`,
        ),
      );
      const unknown = await runToEnd('src/cli.ts', ['indexer', 'update', 'alt.binaries.unbekannt'], env);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('Die Gruppe alt.binaries.unbekannt ist nicht eingerichtet.');
    } finally {
      await running.stop();
    }
  }, 240_000);
});
