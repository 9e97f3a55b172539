/**
 * NZB downloads under concurrent load, and the cart's zip: time and the
 * server's peak memory.
 *
 *   node --expose-gc --import tsx bench/downloads.bench.ts             # PGlite in a temp folder
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/downloads.bench.ts
 *       # a scratch database on that server, dropped afterwards
 *   DATABASE_URL=…/nzbkino_bench npx tsx bench/downloads.bench.ts --in-place
 *       # into an existing database (the 1M-release set of npm run bench:data); its own rows are removed after
 *   options: --count 200 --zip 100 --connections 16 --duration 10 --warmup 3
 *
 * Method: the server runs in this process (buildApp + listen on loopback) on
 * a fresh data folder; `count` generated NZBs of ~1.1 MB (8 GB releases,
 * ~12,000 segments) go through the real import. 8 Premium and 8 Basic members
 * (Basic limit raised for the run, so the limit's row-locked path is measured)
 * download them from bench/load-client.mjs, a separate process with keep-alive
 * sockets; every answer is read to the end. Each request records a grab. The
 * zip is fetched by a child process while this process samples its own RSS
 * every 10 ms; carts of a quarter, half and all of `zip` NZBs show whether
 * memory grows with the zip. "Server-CPU" is this process's CPU time (all
 * its threads, so also libuv's file reads and zlib) per request while measuring;
 * the database's CPU is not in it (PostgreSQL runs apart; PGlite runs here).
 * Targets (PostgreSQL): ≥ 500 downloads/s, p95 ≤ 50 ms; zip memory flat.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { releases, users } from '../apps/server/src/db/schema';
import { generateNzb } from '../apps/server/src/seed/nzb-factory';
import { runLoad, type LoadInput, type LoadResult } from './load-runner';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '200' },
    zip: { type: 'string', default: '100' },
    connections: { type: 'string', default: '16' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    'in-place': { type: 'boolean', default: false },
    // e.g. --only 1,3: just these shapes (0 = the ceiling) and no zip, for profiling.
    only: { type: 'string' },
  },
});
const COUNT = Number(args.count);
const ZIP = Math.min(Number(args.zip), COUNT);
const connections = Number(args.connections);
const durationMs = Number(args.duration) * 1000;
const warmupMs = Number(args.warmup) * 1000;

// A scratch database next to the given one, unless --in-place.
const baseUrl = process.env.DATABASE_URL;
let databaseUrl = baseUrl;
let scratch: string | null = null;
if (baseUrl && !args['in-place']) {
  scratch = `nzbkino_downloads_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${scratch}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${scratch}`;
  databaseUrl = url.toString();
}
const dataDir = await mkdtemp(path.join(tmpdir(), 'nzbkino-downloads-bench-'));
const config = loadConfig({
  ...process.env,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  WEB_DIST: '/nonexistent',
  DOWNLOAD_LIMIT_USER: '1000000',
  CART_MAX_ITEMS: String(Math.max(100, ZIP)),
});
const app = await buildApp(config);
const origin = await app.listen({ host: '127.0.0.1', port: 0 });
const { services } = app;
const database = app.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';

const members: { id: number; token: string; role: 'PREMIUM' | 'USER' }[] = [];
const importedIds: number[] = [];
try {
  // The catalogue to download: real-size NZBs through the real import.
  let nzbBytes = 0;
  const releaseIds: number[] = [];
  for (let i = 0; i < COUNT; i++) {
    const nzb = Buffer.from(
      generateNzb({ name: `DlBench.Film.${i}.2024.German.1080p.WEB.x264-DLB`, totalBytes: 8 * 1024 ** 3 }),
    );
    nzbBytes += nzb.length;
    const result = await services.ingest.ingest({ nzb });
    if (result.status === 'rejected') throw new Error(`import: ${result.reason}`);
    releaseIds.push(result.releaseId);
    if (result.status === 'imported') importedIds.push(result.releaseId);
  }
  for (const role of ['PREMIUM', 'USER'] as const) {
    for (let i = 0; i < 8; i++) {
      const username = `dlbench-${role.toLowerCase()}-${i}`;
      const row = await services.users.createAccount({
        username,
        email: `${username}@example.invalid`,
        password: randomBytes(12).toString('hex'),
        role,
      });
      members.push({ id: row.id, role, token: services.auth.issueToken(row, 3600) });
    }
  }

  function measure(input: Partial<LoadInput>): Promise<LoadResult> {
    return runLoad({ origin, connections, durationMs, warmupMs, ...input });
  }

  /** Every release by every member of the role, members interleaved so that neighbours differ. */
  function downloads(role: 'PREMIUM' | 'USER', headers: Record<string, string>) {
    const who = members.filter((m) => m.role === role);
    return Array.from({ length: COUNT * who.length }, (_, k) => ({
      method: 'POST',
      path: `/api/releases/${releaseIds[Math.floor(k / who.length) % COUNT]}/nzb-download`,
      headers: { ...headers, authorization: `Bearer ${who[k % who.length]!.token}` },
    }));
  }

  const br = { 'accept-encoding': 'gzip, deflate, br' };
  const shapes = [
    { name: 'GET /api/ping (Decke)', input: { paths: ['/api/ping'] } },
    { name: 'NZB, Premium, br wie gespeichert', input: { requests: downloads('PREMIUM', br) } },
    { name: 'NZB, Premium, entpackt gestreamt', input: { requests: downloads('PREMIUM', {}) } },
    { name: 'NZB, Basic (Limit, Zeilensperre), br', input: { requests: downloads('USER', br) } },
  ];

  const cpu = execFileSync('nproc').toString().trim();
  console.log(
    `Downloads auf ${database}${args['in-place'] ? ' (bestehende Datenbank)' : ''}: ${COUNT} NZBs à ` +
      `${(nzbBytes / COUNT / 1024 / 1024).toFixed(2)} MB, ${connections} Verbindungen, ${durationMs / 1000} s je Form ` +
      `(+${warmupMs / 1000} s Aufwärmen), ${cpu} CPU-Kerne, Node ${process.version}, ` +
      `Load average (1 min) ${loadavg()[0]!.toFixed(2)}`,
  );
  const rows: string[][] = [];
  const only = args.only ? new Set(args.only.split(',').map(Number)) : null;
  for (const [index, shape] of shapes.entries()) {
    if (only && !only.has(index)) continue;
    const r = await measure(shape.input);
    const errors = Object.entries(r.statuses).filter(([s]) => s !== '200');
    const ok = index === 0 ? '' : r.rps >= 500 && r.p95 <= 50 ? 'ja' : 'nein';
    rows.push([
      shape.name,
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.p99.toFixed(1),
      Math.round(r.rps).toLocaleString('de-DE'),
      ((r.rps * r.avgBytes) / 1024 / 1024).toFixed(0),
      (r.cpuMs / r.requests).toFixed(2),
      ok,
      errors.map(([s, n]) => `${n}×${s}`).join(' '),
    ]);
    console.log(
      `  ${shape.name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${Math.round(r.rps)}/s`,
    );
  }
  const head = [
    'Form',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'NZB/s',
    'MB/s',
    'Server-CPU ms/Anfrage',
    'Ziel',
    'Fehler',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${line(head)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
  for (const row of rows) console.log(line(row));

  // The zip: a child process fetches it and reads it to the end; this process watches its own RSS.
  const zipClient = `
  const http = require('node:http');
  const started = process.hrtime.bigint();
  let bytes = 0;
  const req = http.request(process.argv[1], { method: 'POST', headers: { authorization: process.argv[2] } }, (res) => {
    res.on('data', (c) => (bytes += c.length));
    res.on('end', () => console.log(JSON.stringify({ status: res.statusCode, bytes, ms: Number(process.hrtime.bigint() - started) / 1e6 })));
  });
  req.end();`;
  function fetchZip(token: string): Promise<{ status: number; bytes: number; ms: number }> {
    return new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['-e', zipClient, `${origin}/api/cart/download-zip`, `Bearer ${token}`],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`zip client: ${code}`)),
      );
    });
  }

  const zipper = members[0]!;
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(`\nZip (Premium, Antwort in einem eigenen Prozess gelesen), RSS dieses Server-Prozesses:`);
  console.log(
    '| NZBs | Zip MB | NZB MB entpackt | Zeit s | RSS vorher MB | RSS Spitze MB | RSS Zuwachs MB | Heap+Buffer Zuwachs MB |',
  );
  console.log(
    '| ---- | ------ | --------------- | ------ | ------------- | ------------- | -------------- | ---------------------- |',
  );
  const zipSizes = only ? [] : [Math.max(1, Math.floor(ZIP / 4)), Math.max(1, Math.floor(ZIP / 2)), ZIP];
  for (const size of zipSizes) {
    await services.cart.clear(zipper.id);
    for (const id of releaseIds.slice(0, size)) await services.cart.add(zipper.id, id);
    global.gc?.();
    // RSS rarely shrinks once the heap has grown, so also the live JS heap and Buffers (outside the heap):
    // a zip held in memory would show there as 100 MB and more.
    const live = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.external;
    };
    const before = process.memoryUsage().rss;
    const liveBefore = live();
    let peak = before;
    let livePeak = liveBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
      livePeak = Math.max(livePeak, live());
    }, 10);
    const result = await fetchZip(zipper.token);
    clearInterval(sampler);
    if (result.status !== 200) throw new Error(`zip: ${result.status}`);
    console.log(
      `| ${size} | ${mb(result.bytes)} | ${mb((nzbBytes / COUNT) * size)} | ${(result.ms / 1000).toFixed(2)} | ` +
        `${mb(before)} | ${mb(peak)} | ${mb(peak - before)} | ${mb(livePeak - liveBefore)} |`,
    );
  }
  console.log(`Load average (1 min) am Ende: ${loadavg()[0]!.toFixed(2)}`);
} finally {
  if (args['in-place']) {
    // Leave the database as it was: the bench members (their grabs and carts cascade) and the releases it imported.
    await app.database.db.delete(users).where(
      inArray(
        users.id,
        members.map((m) => m.id),
      ),
    );
    if (importedIds.length) await app.database.db.delete(releases).where(inArray(releases.id, importedIds));
  }
  await app.close();
  if (scratch && baseUrl) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${scratch} with (force)`);
    await admin.end();
  }
  await rm(dataDir, { recursive: true, force: true });
}
