/**
 * End-to-end NZB import throughput on the embedded database (PGlite), built the
 * way the CLI import command builds it (worker threads per INGEST_WORKERS,
 * default: one per core up to four), with a breakdown of where the time goes.
 * Run: npx tsx bench/import.bench.ts [count] [--runs N]   (default 1,000 NZBs, 3 runs)
 *
 * 1,000 by default because the target is a rate: every run pays ~0.2 s of
 * start-up (worker threads, code not yet optimised, the first batch on a cold
 * database), which is a seventh of a run of 300 and a twentieth of 1,000.
 *
 * Generates a folder of realistic NZBs (movies and episodes, German/DL tags,
 * resolutions, groups; 1–15 GB releases, so tens of files and thousands of
 * segments each) with a fixed seed, writes them to a temp data folder, then
 * runs the CLI's `ingestMany(services.ingest, files, (nzbPath) => ({ nzbPath }), …)` over
 * the folder, and a second time (everything is then a duplicate). The
 * catalogue is empty, so matching runs its queries but links nothing.
 *
 * Breakdown: wall time of the run; CPU time of the whole process (all threads)
 * per NZB; DB time measured on the PGlite client (every statement), blob time
 * on the store's `putPrepared` (temp file, fsync, link); and the workers' CPU
 * steps measured alone afterwards on the same bytes.
 *
 * Then, if the server is built (`npm run build`), the same folder through the
 * built CLI, as an operator runs it, `--runs` times into fresh data folders:
 * the in-process run above loads TypeScript through tsx (workers included),
 * the bundle does not, so the CLI's median is the figure the README states.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseNzb } from '../packages/nzb/src/index';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { ingestMany } from '../apps/server/src/modules/ingest/ingest-many';
import { generateNzb } from '../apps/server/src/seed/nzb-factory';
import { createServices } from '../apps/server/src/services';
import { blobKeyOf, FsBlobStore, prepareBlob } from '../apps/server/src/storage';
import { builtCliExists, flushWriteback, median, timeBuiltCliImport, type CliRun } from './cli-import-runs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '3' } },
});
const COUNT = Number(positionals[0] ?? 1000);
const CLI_RUNS = Math.max(0, Number(options.runs));
if (!Number.isInteger(COUNT) || COUNT < 1 || !Number.isInteger(CLI_RUNS)) {
  throw new Error('usage: npx tsx bench/import.bench.ts [count] [--runs N]');
}
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

const buckets = { db: 0, dbQueries: 0, blob: 0 };
/** DB time per statement shape (SQL up to its WHERE or VALUES). */
const statements = new Map<string, { count: number; ms: number }>();

function statementShape(sql: unknown): string {
  const text = typeof sql === 'string' ? sql : String(sql);
  return text
    .replace(/\s+/g, ' ')
    .replace(/ where .*$/i, ' where …')
    .replace(/ values .*$/i, ' values …')
    .slice(0, 80);
}

function ms(since: number): number {
  return performance.now() - since;
}

function fmt(value: number, digits = 2): string {
  return value.toFixed(digits);
}

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

function sysMs(since: NodeJS.CpuUsage): number {
  return process.cpuUsage(since).system / 1000;
}

/** CPU time per thread of this process (user + system), by thread id, with the thread's name. */
async function threadCpu(): Promise<Map<string, { name: string; ms: number }>> {
  const threads = new Map<string, { name: string; ms: number }>();
  const tids = await readdir('/proc/self/task').catch(() => [] as string[]);
  const tick = 10; // ms per clock tick (USER_HZ = 100 on Linux)
  for (const tid of tids) {
    const stat = await readFile(`/proc/self/task/${tid}/stat`, 'utf8').catch(() => '');
    const name = (await readFile(`/proc/self/task/${tid}/comm`, 'utf8').catch(() => '?')).trim();
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    threads.set(tid, {
      name: tid === String(process.pid) ? 'main' : name,
      ms: (Number(fields[11]) + Number(fields[12])) * tick,
    });
  }
  return threads;
}

// ------------------------------------------------------------------- main

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nzbkino-import-bench-'));
  // KEEP_CORPUS=folder: also write the NZBs there, e.g. to time the built CLI on them.
  const keep = process.env.KEEP_CORPUS;
  const nzbDir = path.join(dir, 'nzbs');
  await mkdir(nzbDir);
  try {
    // 1. The corpus.
    const started = performance.now();
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
      const file = path.join(keep ?? nzbDir, `${name}.nzb`);
      await writeFile(file, nzb);
      if (i % 3 === 0)
        await writeFile(file.replace(/\.nzb$/, '.nfo'), `${name}\r\n${'NFO-Zeile\r\n'.repeat(80)}`);
      files.push(file);
      corpusBytes += Buffer.byteLength(nzb);
    }
    console.log(
      `corpus: ${COUNT} NZBs, ${fmt(corpusBytes / 1e6, 1)} MB (avg ${fmt(corpusBytes / COUNT / 1e3, 0)} KB, ` +
        `every third with an NFO) generated in ${fmt(ms(started) / 1000, 1)} s`,
    );

    // 2. The services, as the CLI builds them.
    const config = loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', ...process.env });
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
    const putPrepared = blobs.putPrepared.bind(blobs);
    blobs.putPrepared = async (...args: Parameters<FsBlobStore['putPrepared']>) => {
      const t = performance.now();
      try {
        return await putPrepared(...args);
      } finally {
        buckets.blob += ms(t);
      }
    };

    // 3. The import, then the same folder again.
    const run = async () => {
      const outcomes = new Map<string, number>();
      const cpu = process.cpuUsage();
      const elu = performance.eventLoopUtilization();
      const t = performance.now();
      await ingestMany(
        services.ingest,
        files,
        (nzbPath) => ({ nzbPath }),
        (_file, result) => {
          const key =
            result.status === 'rejected' ? `rejected (${result.reason.slice(0, 60)})` : result.status;
          outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
        },
      );
      const mainBusy = performance.eventLoopUtilization(elu).utilization;
      return { seconds: ms(t) / 1000, cpu: cpuMs(cpu), sys: sysMs(cpu), mainBusy, outcomes };
    };
    // PROFILE=file.cpuprofile: the main thread's CPU profile of the first run (open in Chrome DevTools).
    const profile = process.env.PROFILE ? new Session() : null;
    if (profile) {
      profile.connect();
      await profile.post('Profiler.enable');
      await profile.post('Profiler.start');
    }
    flushWriteback();
    const threadsBefore = await threadCpu();
    const first = await run();
    const threadsAfter = await threadCpu();
    if (profile) {
      const { profile: data } = await profile.post('Profiler.stop');
      await writeFile(process.env.PROFILE!, JSON.stringify(data));
      profile.disconnect();
    }
    const db = { ...buckets };
    const again = await run();
    await services.ingest.close();
    await database.close();

    // 4. The workers' steps alone, on the same bytes, on this thread.
    const buffers = await Promise.all(files.map((file) => readFile(file)));
    const alone = (run: (buf: Buffer) => unknown): number => {
      for (const buf of buffers.slice(0, 10)) run(buf); // warm-up
      const c = process.cpuUsage();
      for (const buf of buffers) run(buf);
      return cpuMs(c) / COUNT;
    };
    const parseCpu = alone((buf) => parseNzb(buf, { segments: false }));
    const hashCpu = alone((buf) => blobKeyOf(buf));
    const brotliCpu = alone((buf) => prepareBlob('nzb', buf, 'x'));

    // 5. Report.
    const rate = (r: { seconds: number }) => fmt(COUNT / r.seconds, 1);
    const total = first.seconds * 1000;
    const per = (value: number) =>
      `${fmt(value / COUNT, 2).padStart(6)} ms/NZB ${fmt((100 * value) / total, 0).padStart(4)} % of wall`;
    console.log(
      `workers: ${config.ingestWorkers} (INGEST_WORKERS), cores: ${(await import('node:os')).availableParallelism()}`,
    );
    console.log(`import: ${COUNT} NZBs in ${fmt(first.seconds, 2)} s = ${rate(first)} NZBs/s`);
    console.log(`  outcomes: ${[...first.outcomes].map(([k, v]) => `${v} ${k}`).join(', ')}`);
    console.log(`again:  ${COUNT} NZBs in ${fmt(again.seconds, 2)} s = ${rate(again)} NZBs/s`);
    console.log(`  outcomes: ${[...again.outcomes].map(([k, v]) => `${v} ${k}`).join(', ')}`);
    console.log('breakdown of the first run:');
    console.log(`  wall               ${fmt(total / COUNT, 2).padStart(6)} ms/NZB`);
    console.log(
      `  CPU, all threads   ${fmt(first.cpu / COUNT, 2).padStart(6)} ms/NZB  (${fmt(first.cpu / total, 2)} cores busy on average; kernel ${fmt(first.sys / COUNT, 2)} ms/NZB)`,
    );
    console.log(
      `  main thread busy   ${fmt(100 * first.mainBusy, 0).padStart(6)} %  (event loop utilisation)`,
    );
    console.log(
      `  DB (PGlite)        ${per(db.db)}  (${db.dbQueries} statements, ${fmt(db.dbQueries / COUNT, 2)}/NZB)`,
    );
    for (const [shape, entry] of [...statements].sort((a, b) => b[1].ms - a[1].ms).slice(0, 6)) {
      console.log(
        `    ${fmt(entry.ms / COUNT, 2).padStart(6)} ms/NZB  ${String(entry.count).padStart(5)} × ${fmt(entry.ms / entry.count, 2)} ms  ${shape}`,
      );
    }
    console.log(`  blob writes        ${per(db.blob)}  (overlapping: temp file, fsync, link, folder fsync)`);
    console.log('CPU of the first run by thread kind (Linux /proc):');
    const byKind = new Map<string, number>();
    for (const [tid, { name, ms: after }] of threadsAfter) {
      const used = after - (threadsBefore.get(tid)?.ms ?? 0);
      byKind.set(`${name} ${tid}`, used);
    }
    for (const [name, used] of [...byKind].sort((a, b) => b[1] - a[1]).filter(([, used]) => used > 0)) {
      console.log(`  ${name.padEnd(18)} ${fmt(used / COUNT, 2).padStart(6)} ms/NZB`);
    }
    console.log('worker steps alone (CPU on one thread):');
    console.log(
      `  parse, no segments ${fmt(parseCpu, 2).padStart(6)} ms/NZB  (${fmt(corpusBytes / COUNT / 1e3 / parseCpu, 0)} MB/s)`,
    );
    console.log(`  sha256             ${fmt(hashCpu, 2).padStart(6)} ms/NZB`);
    console.log(`  brotli quality 1   ${fmt(brotliCpu, 2).padStart(6)} ms/NZB`);

    // 6. The built CLI on the same folder.
    await reportBuiltCli(keep ?? nzbDir);
  } finally {
    await rm(dir, { recursive: true, force: true });
    if (keep) console.log(`corpus kept in ${keep}`);
  }
}

async function reportBuiltCli(folder: string): Promise<void> {
  if (CLI_RUNS === 0) return;
  if (!builtCliExists()) {
    console.log('built CLI: not built; `npm run build` first to time `npm run cli -- import`');
    return;
  }
  console.log(`built CLI (npm run cli -- import), ${CLI_RUNS} runs, each into an empty data folder:`);
  const runs: CliRun[] = [];
  for (let i = 0; i < CLI_RUNS; i++) {
    const run = await timeBuiltCliImport(folder);
    runs.push(run);
    console.log(
      `  run ${i + 1}: ${String(run.rate).padStart(4)} NZBs/s  (import ${fmt(run.importSeconds, 1)} s; ` +
        `whole process with start-up and migrations ${fmt(run.processSeconds, 1)} s)`,
    );
  }
  const rates = runs.map((run) => run.rate);
  console.log(
    `  median ${median(rates)} NZBs/s (range ${Math.min(...rates)}–${Math.max(...rates)}) for ${runs[0]!.files} NZB files`,
  );
}

await main();
