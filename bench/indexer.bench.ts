/**
 * Usenet header indexing: headers per second from OVER into stored
 * collections, files and parts, and the releases made of them, beside the raw
 * read ceiling measured in the same run (issue 43).
 *
 *   npx tsx bench/indexer.bench.ts [--headers 100000,1000000]            # PGlite in a temp folder
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/indexer.bench.ts   # a scratch database there
 *
 * Method: bench/nntp-over-server.mjs runs as its own process and answers OVER
 * at wire speed with invented releases (40 files × 50 parts each, German names,
 * RAR volumes, PAR2, NFO, every tenth cross-posted). The ceiling is a minimal
 * client on one connection that sends the same OVER ranges (chunks of
 * INDEX_CHUNK) and only counts the lines. The indexer is the server's own
 * (createServices, IndexerService.update with NNTP_CONNECTIONS=4, no
 * compression on loopback), reading the same range into the database and
 * making every complete collection into a release through the ingest pipeline.
 * Memory: the process's peak RSS, sampled every 100 ms; disk: the database's
 * size after the run, and what the transient tables still hold.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { rowsOf } from '../apps/server/src/db/user-lock';
import { createServices } from '../apps/server/src/services';
import { FsBlobStore } from '../apps/server/src/storage';
import { scratchDatabase } from './scratch-database';

const { values: args } = parseArgs({
  options: {
    headers: { type: 'string', default: '100000,1000000' },
    chunk: { type: 'string', default: '20000' },
  },
});
const SIZES = args.headers.split(',').map(Number);
const CHUNK = Number(args.chunk);
const GROUP = 'alt.binaries.bench';

async function startServer(total: number): Promise<{ port: number; stop: () => void }> {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'nntp-over-server.mjs'), String(total)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /port (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    }),
  );
  return { port, stop: () => child.kill() };
}

/** Reads OVER 1–total in chunks on one connection and counts the lines: what the wire gives. */
async function ceiling(port: number, total: number): Promise<number> {
  const socket = connect(port, '127.0.0.1');
  let lines = 0;
  let done: () => void = () => {};
  const finished = new Promise<void>((resolve) => (done = resolve));
  const started = performance.now();
  socket.on('data', (chunk: Buffer) => {
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines++;
    // The greeting, the GROUP answer, and per chunk a status line and the final dot.
    if (lines >= total + 2 + 2 * Math.ceil(total / CHUNK)) done();
  });
  socket.write(`GROUP ${GROUP}\r\n`);
  for (let from = 1; from <= total; from += CHUNK)
    socket.write(`OVER ${from}-${Math.min(total, from + CHUNK - 1)}\r\n`);
  await finished;
  const seconds = (performance.now() - started) / 1000;
  socket.destroy();
  return total / seconds;
}

async function openBenchDatabase() {
  const folder = await mkdtemp(path.join(tmpdir(), 'nzbkino-indexer-bench-'));
  const url = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : undefined;
  const database = await openDatabase(
    url ? { url: url.url, poolSize: 8 } : { dataDir: path.join(folder, 'pglite') },
  );
  await runMigrations(database);
  return {
    database,
    folder,
    close: async () => {
      await database.close();
      await url?.drop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

async function indexRun(port: number) {
  const bench = await openBenchDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: bench.folder,
    NNTP_URL: `nntp://127.0.0.1:${port}?compress=0`,
    INDEX_GROUPS: GROUP,
    INDEX_CHUNK: String(CHUNK),
    INDEX_MIN_RELEASE_KB: '0',
  });
  const services = createServices(
    bench.database.db,
    config,
    new FsBlobStore(path.join(bench.folder, 'blobs')),
  );
  // The group's first update starts at its oldest article (the bench's articles are dated in the past).
  await services.indexerGroups.add(GROUP, { startDays: 3650 });
  // Releases are made during a long update and at its end; timed apart so the header rate stands alone.
  const indexer = services.indexer as unknown as { maker: { makeReleases: () => Promise<unknown> } };
  const makeReleases = indexer.maker.makeReleases.bind(indexer.maker);
  let releaseSeconds = 0;
  indexer.maker.makeReleases = async () => {
    const t0 = performance.now();
    try {
      return await makeReleases();
    } finally {
      releaseSeconds += (performance.now() - t0) / 1000;
    }
  };
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const started = performance.now();
  const run = await services.indexer.update();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const open = await services.indexerStatus.status();
  const [{ bytes }] = rowsOf<{ bytes: string }>(
    await bench.database.db.execute(
      bench.database.kind === 'pglite'
        ? sql`select sum(pg_total_relation_size(c.oid))::text as bytes from pg_class c where c.relkind = 'r'`
        : sql`select pg_database_size(current_database())::text as bytes`,
    ),
  );
  await services.indexer.close();
  await services.ingest.close();
  await bench.close();
  return { seconds, releaseSeconds, run, peak, open: open.open, bytes: Number(bytes) };
}

const fmt = (n: number) => Math.round(n).toLocaleString('de-DE');
console.log(
  `Indexer-Bench auf ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, OVER-Blöcke zu ${fmt(CHUNK)}, ` +
    `Load average ${loadavg()[0]!.toFixed(1)}`,
);
for (const total of SIZES) {
  const server = await startServer(total);
  try {
    const wire = await ceiling(server.port, total);
    const { seconds, releaseSeconds, run, peak, open, bytes } = await indexRun(server.port);
    const group = run.groups[0]!;
    const headerSeconds = seconds - releaseSeconds;
    const rate = group.headers / headerSeconds;
    console.log(
      `  ${fmt(total)} Header: Decke ${fmt(wire)}/s; Header gespeichert ${fmt(rate)}/s (${((100 * rate) / wire).toFixed(0)} % der Decke) ` +
        `in ${headerSeconds.toFixed(1)} s; ${fmt(run.releases.imported)} Releases daraus in ${releaseSeconds.toFixed(1)} s ` +
        `(${fmt(group.headers / seconds)} Header/s bis zum Release), RSS-Spitze ${fmt(peak / 2 ** 20)} MB, ` +
        `Datenbank danach ${fmt(bytes / 2 ** 20)} MB, offen: ${fmt(open.collections)} Sammlungen / ${fmt(open.parts)} Teile` +
        (group.error ? ` — Fehler: ${group.error}` : ''),
    );
  } finally {
    server.stop();
  }
}
