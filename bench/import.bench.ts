/**
 * End-to-end NZB import throughput on the embedded database (PGlite), built the
 * way the CLI import command builds it, with a breakdown of where the time goes.
 * Run: npx tsx bench/import.bench.ts [count]   (default 300 NZBs)
 *
 * Generates a folder of realistic NZBs (movies and episodes, German/DL tags,
 * resolutions, groups; 1–15 GB releases, so tens of files and hundreds of
 * segments each) with a fixed seed, writes them to a temp data folder, then
 * times `services.ingest.ingest(await readIngestInput(path))` over all of them.
 * The catalogue is empty, so matching runs its queries but links nothing.
 *
 * Breakdown: DB time is measured on the PGlite client (every query), blob
 * time on the blob store's `put` (gzip + write + fsync); parse, hash and gzip
 * alone are measured afterwards on the same buffers. Everything runs on the
 * main thread except gzip and file I/O, which use libuv's thread pool.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import { nzbContentHash, parseNzb } from '../packages/nzb/src/index';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { readIngestInput } from '../apps/server/src/modules/ingest/nzb-files';
import { ingestMany } from '../apps/server/src/modules/ingest/ingest-many';
import { generateNzb } from '../apps/server/src/seed/nzb-factory';
import { createServices } from '../apps/server/src/services';
import { FsBlobStore } from '../apps/server/src/storage';
import { writeFileAtomic } from '../apps/server/src/storage/atomic-file';

const COUNT = Number(process.argv[2] ?? 300);
const GB = 1024 ** 3;

// ------------------------------------------------------------ release names

const MOVIES = [
  'Der.Untergang.2004',
  'Das.Boot.1981',
  'Im.Westen.nichts.Neues.2022',
  'Lammbock.2001',
  'Blade.Runner.2049.2017',
  'Dune.Part.Two.2024',
  'Oppenheimer.2023',
  'Der.Schuh.des.Manitu.2001',
  'Good.Bye.Lenin.2003',
  'Lola.rennt.1998',
  'Das.Leben.der.Anderen.2006',
  'Inception.2010',
  'The.Dark.Knight.2008',
  'Interstellar.2014',
  'Toni.Erdmann.2016',
];
const SERIES = [
  'Dark',
  'Babylon.Berlin',
  'Tatort',
  'Die.Discounter',
  'Stromberg',
  'Der.Tatortreiniger',
  'How.to.Sell.Drugs.Online.Fast',
  'The.Last.of.Us',
  'Mr.Robot',
  'Breaking.Bad',
];
const LANGUAGES = ['German', 'German.DL', 'German.DL.AC3', 'German.DTS.DL', 'GERMAN.DUBBED', 'German.AC3D'];
const RESOLUTIONS = ['720p', '1080p', '1080p', '2160p'];
const SOURCES = ['BluRay', 'WEB-DL', 'WEBRip', 'HDTV', 'UHD.BluRay'];
const CODECS = ['x264', 'x265', 'h264', 'HEVC'];
const GROUPS = ['GRP', 'NZBKINO', 'SAUERKRAUT', 'WAYNE', 'DETAiLS', 'TSCC', 'euHD', 'HiGHTiMES'];
const NEWSGROUPS = [
  ['alt.binaries.movies.german', 'alt.binaries.hdtv.german'],
  ['alt.binaries.german.movies'],
  ['alt.binaries.tv.german', 'alt.binaries.hdtv.german', 'alt.binaries.multimedia'],
];

let seed = 20_240_301;
function random(): number {
  seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
  return seed / 2 ** 32;
}
function pick<T>(items: T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function releaseName(index: number): string {
  const tail = `${pick(LANGUAGES)}.${pick(RESOLUTIONS)}.${pick(SOURCES)}.${pick(CODECS)}-${pick(GROUPS)}`;
  if (index % 2 === 0) return `${pick(MOVIES)}.${tail}`;
  const season = String(1 + Math.floor(random() * 8)).padStart(2, '0');
  const episode = String(1 + Math.floor(random() * 12)).padStart(2, '0');
  // Episode names repeat across the corpus; the index keeps every release unique.
  return `${pick(SERIES)}.S${season}E${episode}.Folge.${index}.${tail}`;
}

// ------------------------------------------------------------------ timing

const buckets = { db: 0, dbQueries: 0, blob: 0, read: 0, ingest: 0 };
/** DB time per statement shape (SQL up to its WHERE, numbers and quoted values stripped). */
const statements = new Map<string, { count: number; ms: number }>();

function statementShape(sql: unknown): string {
  const text = typeof sql === 'string' ? sql : String(sql);
  return text
    .replace(/\s+/g, ' ')
    .replace(/ where .*$/i, ' where …')
    .replace(/ values .*$/i, ' values …')
    .slice(0, 90);
}

function ms(since: number): number {
  return performance.now() - since;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? 0;
}

function fmt(value: number, digits = 2): string {
  return value.toFixed(digits);
}

// ------------------------------------------------------------------- main

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nzbkino-import-bench-'));
  const nzbDir = path.join(dir, 'nzbs');
  await mkdir(nzbDir);
  try {
    // 1. The corpus.
    let started = performance.now();
    const files: string[] = [];
    let corpusBytes = 0;
    for (let i = 0; i < COUNT; i++) {
      const name = releaseName(i);
      const nzb = generateNzb({
        name,
        totalBytes: Math.round((1 + random() * 14) * GB),
        groups: pick(NEWSGROUPS),
        poster: `${pick(GROUPS)} <poster@${pick(GROUPS).toLowerCase()}.invalid>`,
        postedAt: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000),
        ...(i % 7 === 0 ? { password: `pw${i}` } : {}),
      });
      const file = path.join(nzbDir, `${name}.nzb`);
      await writeFile(file, nzb);
      files.push(file);
      corpusBytes += Buffer.byteLength(nzb);
    }
    console.log(
      `corpus: ${COUNT} NZBs, ${fmt(corpusBytes / 1e6, 1)} MB (avg ${fmt(corpusBytes / COUNT / 1e3, 0)} KB) ` +
        `generated in ${fmt(ms(started) / 1000, 1)} s`,
    );

    // 2. The services, as the CLI builds them.
    const config = loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' });
    const database = await openDatabase({ dataDir: `${config.dataDir}/pglite`, poolSize: 2 });
    await runMigrations(database);
    const blobs = new FsBlobStore(`${config.dataDir}/blobs`);
    const services = createServices(database.db, config, blobs);

    const client = (
      database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }
    ).$client;
    const query = client.query.bind(client);
    client.query = async (...args: unknown[]) => {
      const t = performance.now();
      try {
        return await query(...args);
      } finally {
        const took = ms(t);
        buckets.db += took;
        buckets.dbQueries += 1;
        const shape = statementShape(args[0]);
        const entry = statements.get(shape) ?? { count: 0, ms: 0 };
        entry.count += 1;
        entry.ms += took;
        statements.set(shape, entry);
      }
    };
    const put = blobs.put.bind(blobs);
    blobs.put = async (...args: Parameters<FsBlobStore['put']>) => {
      const t = performance.now();
      try {
        return await put(...args);
      } finally {
        buckets.blob += ms(t);
      }
    };

    // 3. The import.
    const outcomes = new Map<string, number>();
    const perNzb: number[] = [];
    started = performance.now();
    // The same bounded-concurrency loop the CLI and the demo seed use.
    const startedAt = new Map<string, number>();
    await ingestMany(
      services.ingest,
      files,
      async (file) => {
        const t0 = performance.now();
        startedAt.set(file, t0);
        const input = await readIngestInput(file);
        buckets.read += performance.now() - t0;
        return input;
      },
      (file, result) => {
        const took = performance.now() - startedAt.get(file)!;
        buckets.ingest += took;
        perNzb.push(took);
        const key = result.status === 'rejected' ? `rejected (${result.reason.slice(0, 60)})` : result.status;
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      },
    );
    const seconds = ms(started) / 1000;
    await database.close();

    // 4. The CPU parts alone, on the same bytes.
    const buffers = await Promise.all(files.map((file) => readFile(file)));
    // Wall time, and CPU time of this process, which other load on the machine does not inflate as much.
    const cpu: Record<string, number> = {};
    const alone = (name: string, run: (buf: Buffer) => unknown): number => {
      const c = process.cpuUsage();
      const t = performance.now();
      for (const buf of buffers) run(buf);
      const used = process.cpuUsage(c);
      cpu[name] = (used.user + used.system) / 1000;
      return ms(t);
    };
    alone('warm-up', (buf) => parseNzb(buf));
    const parseMs = alone('parse', (buf) => parseNzb(buf));
    const hashMs = alone('hash', (buf) => nzbContentHash(buf));
    const gzipped: Buffer[] = [];
    const gzipMs = alone('gzip', (buf) => gzipped.push(gzipSync(buf, { level: 1 })));
    // The blob store's own atomic write (temp file, fsync, link, fsync of the folder), on the gzipped bytes.
    const writeDir = path.join(dir, 'write-alone');
    await mkdir(writeDir);
    let t = performance.now();
    for (const [i, data] of gzipped.entries()) {
      await writeFileAtomic(path.join(writeDir, `blob${i}`), data, true);
    }
    const writeMs = ms(t);
    // zlib.gzip as the store calls it: streamed through the thread pool, one event-loop turn per 16 KiB out.
    const gzipAsync = promisify(gzip);
    t = performance.now();
    for (const buf of buffers) await gzipAsync(buf, { level: 1 });
    const gzipAsyncMs = ms(t);

    // 5. Report.
    const total = seconds * 1000;
    const cpuNote = (name: string) => `cpu ${fmt(cpu[name]! / COUNT, 2)} ms/NZB`;
    const per = (value: number) =>
      `${fmt(value / COUNT, 2).padStart(7)} ms/NZB ${fmt((100 * value) / total, 1).padStart(5)} %`;
    const other = buckets.ingest - buckets.db - buckets.blob - parseMs - hashMs;
    console.log(`import: ${COUNT} NZBs in ${fmt(seconds, 2)} s = ${fmt(COUNT / seconds, 1)} NZBs/s`);
    console.log(`  outcomes: ${[...outcomes].map(([k, v]) => `${v} ${k}`).join(', ')}`);
    console.log(`  per NZB: median ${fmt(median(perNzb))} ms, worst ${fmt(Math.max(...perNzb))} ms`);
    console.log('breakdown (wall time of the import loop):');
    console.log(`  read file          ${per(buckets.read)}`);
    console.log(
      `  DB (PGlite)        ${per(buckets.db)}  (${buckets.dbQueries} queries, ${fmt(buckets.dbQueries / COUNT, 1)}/NZB)`,
    );
    for (const [shape, entry] of [...statements].sort((a, b) => b[1].ms - a[1].ms).slice(0, 6)) {
      console.log(
        `    ${fmt(entry.ms / COUNT, 2).padStart(6)} ms/NZB  ${String(entry.count).padStart(5)} × ${fmt(entry.ms / entry.count, 2)} ms  ${shape}`,
      );
    }
    console.log(
      `  blob write         ${per(buckets.blob)}  (sha256 key, gzip level 1, atomic write with fsync)`,
    );
    console.log(`    gzip level 6     ${per(gzipAsyncMs)}  (alone, async as the store runs it)`);
    console.log(`      same, sync     ${per(gzipMs)}  (alone, gzipSync; ${cpuNote('gzip')})`);
    console.log(`    write + fsync    ${per(writeMs)}  (alone: writeFileAtomic of the gzipped bytes)`);
    console.log(`    sha256 key       ${per(hashMs)}  (alone; the store hashes the bytes again)`);
    console.log(
      `  parseNzb           ${per(parseMs)}  (alone: ${fmt(corpusBytes / 1e6 / (parseMs / 1000), 0)} MB/s wall, ` +
        `${fmt(corpusBytes / 1e6 / (cpu.parse! / 1000), 0)} MB/s cpu)`,
    );
    console.log(`  content hash       ${per(hashMs)}  (alone; nzbContentHash)`);
    console.log(`  rest of ingest     ${per(other)}  (release-name parsing, matching logic, awaits)`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
