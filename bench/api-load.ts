/**
 * Latency and throughput of the public catalogue API under concurrent load,
 * each query shape beside a trivial JSON route (GET /api/ping, no database) on
 * the same server as the ceiling.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/nzbkino_bench npx tsx bench/api-load.ts
 *   DATA_DIR=./bench/data npx tsx bench/api-load.ts                 # PGlite
 *   DATA_DIR=./data npx tsx bench/api-load.ts --demo   # the built demo start (npm run build), filled once
 *   npx tsx bench/api-load.ts --origin http://127.0.0.1:3000        # a server that already runs
 *   options: --connections 16 --duration 10 --warmup 3 --only 0,1,6
 *            --br | --gzip | --encoding 'gzip, deflate, br'   the Accept-Encoding to send
 *            --no-response-cache   every request reaches the database (totals stay cached for 30 s)
 *   npm run bench:api -- --downloads [options of bench/downloads.bench.ts]   NZB downloads and the cart's zip
 *   npm run bench:api -- --newznab [options of bench/newznab.bench.ts]       the Newznab API
 *
 * Without --demo/--origin the server runs in this process (buildApp + listen on
 * loopback); the load always comes from bench/load-client.mjs in a separate
 * process with keep-alive sockets, so client and server do not share an event
 * loop. Data: npm run bench:data (1M releases) or the demo data of --demo.
 * Targets: at 16 connections (PostgreSQL) p95 ≤ 25 ms per query shape and throughput ≥ 30 % of the
 * ceiling; from 100 connections (issue 10, the embedded start with br) p95 ≤ 100 ms and ≥ 2,000 req/s.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { startDemoServer } from '../e2e/support/server';
import { printCompressionLevels } from './compression-levels';
import { runLoad, type LoadResult } from './load-runner';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}
function textOption(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

// The download and Newznab routes have their own benches (files, limits, members, keys); one command reaches all.
for (const [name, file] of [
  ['downloads', 'bench/downloads.bench.ts'],
  ['newznab', 'bench/newznab.bench.ts'],
] as const) {
  if (!flag(name)) continue;
  const rest = process.argv.slice(2).filter((arg) => arg !== `--${name}`);
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', file, ...rest], {
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}
const connections = option('connections', 16);
const durationMs = option('duration', 10) * 1000;
const warmupMs = option('warmup', 3) * 1000;
// What browsers send is `gzip, deflate, br` (plus zstd in newer ones); --br asks for brotli alone.
const acceptEncoding = textOption('encoding') ?? (flag('br') ? 'br' : flag('gzip') ? 'gzip' : undefined);
const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
const responseCache = !flag('no-response-cache');

interface Target {
  origin: string;
  label: string;
  close(): Promise<void>;
}

async function startTarget(): Promise<Target> {
  const external = textOption('origin');
  if (external) return { origin: external, label: `laufender Server ${external}`, close: async () => {} };
  if (flag('demo')) {
    // The built server with --demo on the embedded database, as `npm start` runs it, but logging only
    // warnings: the parent collects the child's output, and a log line per request would load it.
    // DATA_DIR (e.g. ./data of `npm start`) is reused and filled once; without it a fresh folder is seeded.
    const server = await startDemoServer({
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...(process.env.DATA_DIR ? { DATA_DIR: process.env.DATA_DIR } : {}),
      ...(responseCache ? {} : { API_CACHE_MS: '0' }),
    });
    return { origin: server.baseUrl, label: 'Demo-Start (gebaut, PGlite, Demo-Daten)', close: server.stop };
  }
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp(config, { responseCache });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const database = app.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const cache = responseCache ? `${config.apiCacheMs} ms` : 'aus';
  return { origin, label: `${database} im Prozess, Antwort-Cache ${cache}`, close: () => app.close() };
}
const target = await startTarget();
const origin = target.origin;

// Searches and groups rotate so that every request does real work rather than hitting one cached count.
const words = ['dunkle nacht', 'letzte spur', 'kalte stadt', 'geheime mission', 'stille insel', 'rote welle'];
const searches = [
  ...words.map((w) => `${w} 1080p`),
  ...words,
  'kommissar berlin',
  'revier hamburg s02e05',
  'shadow',
  'german dl 2160p',
  'protocol reloaded',
  'die anwaelte koeln',
];
const groups = ['SpiCY', 'GerCY', 'DviON', 'HdTiME', 'FxX', 'UltraMAX', 'VisHD', 'LwDL'];
const scenarios: { name: string; paths: string[] }[] = [
  { name: 'GET /api/ping (Decke, ohne DB)', paths: ['/api/ping'] },
  { name: 'GET /api/releases (Seite 1)', paths: ['/api/releases'] },
  {
    name: 'Suche (search=…, 18 Begriffe)',
    paths: searches.map((s) => `/api/releases?search=${encodeURIComponent(s)}`),
  },
  {
    name: 'Filter type+resolution+group',
    paths: groups.map((g) => `/api/releases?type=movie&resolution=1080p&group=${g}`),
  },
  { name: 'GET /api/releases?page=2000', paths: ['/api/releases?page=2000'] },
  { name: 'GET /api/movies (Seite 1)', paths: ['/api/movies'] },
  // A parameter no route knows, new on every request: the cache-busting flood of issue 10.
  { name: 'GET /api/releases?nc=<Zufall>', paths: ['/api/releases?nc={random}'] },
];

function measure(paths: string[]): Promise<LoadResult> {
  return runLoad({ origin, paths, connections, durationMs, warmupMs, headers });
}

const cpu = execFileSync('nproc').toString().trim();
console.log(
  `API-Last auf ${target.label}, ${connections} Verbindungen, ${durationMs / 1000} s je Form (+${warmupMs / 1000} s Aufwärmen), ` +
    `${cpu} CPU-Kerne, Node ${process.version}, Accept-Encoding ${acceptEncoding ? `„${acceptEncoding}“` : '(keins)'}, ` +
    `Load average (1 min) ${loadavg()[0]!.toFixed(2)}`,
);
const page = Buffer.from(await (await fetch(`${origin}/api/releases`)).arrayBuffer());
printCompressionLevels(page, 'GET /api/releases');
const rows: string[][] = [];
let ceiling = 0;
// --only 0,1,3 runs just the listed shapes (indexes into the table, 0 = ceiling), e.g. for profiling.
const only = process.argv.includes('--only')
  ? new Set(process.argv[process.argv.indexOf('--only') + 1]!.split(',').map(Number))
  : null;
for (const [index, scenario] of scenarios.entries()) {
  if (only && !only.has(index)) continue;
  const r = await measure(scenario.paths);
  if (index === 0) ceiling = r.rps;
  const errors = Object.entries(r.statuses).filter(([s]) => s !== '200' && s !== '304');
  const share = ceiling ? (r.rps / ceiling) * 100 : NaN;
  const met = connections >= 100 ? r.p95 <= 100 && r.rps >= 2000 : r.p95 <= 25 && share >= 30;
  const ok = index === 0 ? '' : met ? 'ja' : 'nein';
  rows.push([
    scenario.name,
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    Math.round(r.rps).toLocaleString('de-DE'),
    `${share.toFixed(0)} %`,
    (r.avgBytes / 1024).toFixed(1),
    ok,
    errors.length ? errors.map(([s, n]) => `${n}×${s}`).join(' ') : '',
  ]);
  // Which Content-Encoding the answers carried: shows that the asked-for compression was served.
  const served = Object.entries(r.encodings).map(([e, n]) => `${n}×${e}`);
  console.log(
    `  ${scenario.name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${Math.round(r.rps)} req/s, ${served.join(' ')}`,
  );
}
// Other work on the machine skews every figure; the load average says how much there was.
console.log(`Load average (1 min) am Ende: ${loadavg()[0]!.toFixed(2)}`);
const head = ['Form', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'vs. Decke', 'KiB/Antwort', 'Ziel', 'Fehler'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(`\n${line(head)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
for (const row of rows) console.log(line(row));
await target.close();
