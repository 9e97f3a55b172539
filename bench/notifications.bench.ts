/**
 * The notification producer at scale: how many release notifications an
 * import writes per second, and what it costs the import.
 *
 *   npx tsx bench/notifications.bench.ts                         # PGlite in a temp folder
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/notifications.bench.ts
 *       # a scratch database per import on that server, dropped afterwards
 *   options: --releases 10000 --users 10000 --per-user 50 --titles 5000 --ntfy 0.1 --runs 3
 *
 * Method: per run, two fresh databases with the same catalogue (`titles`
 * films inserted directly, titles of three German words and a year, so the
 * matcher links every release) and the same `users` members; in one of them
 * every member follows `per-user` films (member u follows film
 * (37·u + 41·k) mod titles for k < per-user, so every film has about
 * users·per-user/titles watchers), a share `ntfy` of them with ntfy push on.
 * Then `releases` NZBs (generated on the fly, 100 MB releases, two per film
 * spread over the catalogue) go through the CLI's import pipeline
 * (`ingestMany`, worker threads, batches of 24–64, one import run) into each
 * database: "without watchers" and "with watchers". The producer's time is
 * the time spent in ReleaseArrivals.releasesImported (both of its statements,
 * on the import's path); notifications/s = notifications written / that time,
 * where a release of a title that already has this import's notification
 * folds into it (counted as "folds"). No assertions: the figures are printed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { movies, users } from '../apps/server/src/db/schema';
import { rowsOf } from '../apps/server/src/db/user-lock';
import { matchTitle } from '../apps/server/src/modules/catalogue/match-title';
import { ingestMany } from '../apps/server/src/modules/ingest/ingest-many';
import { generateNzb } from '../apps/server/src/seed/nzb-factory';
import { createServices } from '../apps/server/src/services';
import { FsBlobStore } from '../apps/server/src/storage';

const { values: args } = parseArgs({
  options: {
    releases: { type: 'string', default: '10000' },
    users: { type: 'string', default: '10000' },
    'per-user': { type: 'string', default: '50' },
    titles: { type: 'string', default: '5000' },
    ntfy: { type: 'string', default: '0.1' },
    runs: { type: 'string', default: '3' },
  },
});
const RELEASES = Number(args.releases);
const USERS = Number(args.users);
const PER_USER = Number(args['per-user']);
const TITLES = Number(args.titles);
const NTFY_SHARE = Number(args.ntfy);
const RUNS = Number(args.runs);

const FIRST = [
  'Nordlicht',
  'Sturmflut',
  'Waldgeist',
  'Eisberg',
  'Sonnenwind',
  'Nachtfalter',
  'Morgenrot',
  'Steinbruch',
  'Hafenlicht',
  'Feuerwache',
  'Bergluft',
  'Seewind',
  'Donnerhall',
  'Regenbogen',
  'Schattenland',
  'Sternstaub',
  'Mondsee',
  'Wolkenbruch',
  'Flusslauf',
  'Kieselstein',
];
const SECOND = [
  'Akte',
  'Chronik',
  'Legende',
  'Spur',
  'Rueckkehr',
  'Geheimnis',
  'Stunde',
  'Reise',
  'Insel',
  'Stadt',
  'Tage',
  'Naechte',
  'Wege',
  'Zeichen',
  'Spiele',
  'Lieder',
  'Briefe',
  'Kinder',
  'Erben',
  'Waechter',
  'Jaeger',
  'Boten',
  'Wanderer',
  'Fremden',
  'Helden',
];
const THIRD = ['Alpha', 'Beta', 'Gamma', 'Kappa', 'Lambda', 'Omega', 'Sigma', 'Theta', 'Zeta', 'Ypsilon'];
const PER_BLOCK = FIRST.length * SECOND.length * THIRD.length;

/** Film i: three words, and a number word when the catalogue is larger than the combinations. */
function film(i: number): { title: string; year: number } {
  const words = [
    FIRST[i % FIRST.length]!,
    SECOND[Math.floor(i / FIRST.length) % SECOND.length]!,
    THIRD[Math.floor(i / (FIRST.length * SECOND.length)) % THIRD.length]!,
  ];
  const block = Math.floor(i / PER_BLOCK);
  if (block > 0) words.push(`Teil${String.fromCharCode(65 + (block % 26))}`);
  return { title: words.join(' '), year: 2000 + (i % 20) };
}

/** Release r: the film it belongs to (spread over the catalogue) and a unique name. */
function releaseName(r: number): string {
  const { title, year } = film((r * 7919) % TITLES);
  const resolution = r % 2 === 0 ? '1080p' : '2160p';
  return `${title.replace(/ /g, '.')}.${year}.German.DL.${resolution}.WEB.x264-NB${r}`;
}

const fmt = (value: number, digits = 1) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[], digits = 1) =>
  `median ${fmt(median(values), digits)} (${fmt(Math.min(...values), digits)}–${fmt(Math.max(...values), digits)})`;

async function scratchDatabase(
  dataDir: string,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite'), poolSize: 2 });
    return { handle, drop: async () => {} };
  }
  const name = `nzbkino_notify_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 10, onConnectionError: () => {} });
  return {
    handle,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function seed(db: DatabaseHandle['db'], watchers: boolean): Promise<void> {
  for (let start = 0; start < TITLES; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(TITLES, start + 1000); i++) {
      const { title, year } = film(i);
      rows.push({ slug: `bench-film-${i}`, title, year, matchTitles: [matchTitle(title)] });
    }
    await db.insert(movies).values(rows);
  }
  for (let start = 0; start < USERS; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(USERS, start + 1000); i++) {
      rows.push({ username: `bench${i}`, email: `bench${i}@example.invalid`, passwordHash: 'x' });
    }
    await db.insert(users).values(rows);
  }
  if (!watchers) return;
  await db.execute(sql`insert into watchlist_items (user_id, movie_id)
    select u.id, m.id
    from (select id, row_number() over (order by id) - 1 as n from users) u
    cross join generate_series(0, ${PER_USER - 1}) k
    join (select id, row_number() over (order by id) - 1 as n from movies) m
      on m.n = (u.n * 37 + k * 41) % ${TITLES}
    on conflict do nothing`);
  await db.execute(sql`insert into notification_settings (user_id, ntfy_enabled, ntfy_topic)
    select id, true, 'bench-' || id from users where id % 1000 < ${Math.round(NTFY_SHARE * 1000)}`);
  await db.execute(sql`analyze`);
}

interface ImportFigures {
  seconds: number;
  producerSeconds: number;
  notifications: number;
  folds: number;
  pushes: number;
  watchRows: number;
}

async function importInto(watchers: boolean): Promise<ImportFigures> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nzbkino-notify-bench-'));
  const { handle, drop } = await scratchDatabase(dataDir);
  try {
    await runMigrations(handle);
    await seed(handle.db, watchers);
    const config = loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
    });
    const quiet = {
      info: () => {},
      error: (details: object, message: string) => console.error(message, details),
    };
    const services = createServices(handle.db, config, new FsBlobStore(path.join(dataDir, 'blobs')), quiet);
    const arrivals = services.releaseArrivals;
    const produce = arrivals.releasesImported.bind(arrivals);
    let producerMs = 0;
    arrivals.releasesImported = async (ids, batch) => {
      const t = performance.now();
      try {
        await produce(ids, batch);
      } finally {
        producerMs += performance.now() - t;
      }
    };
    const indexes = Array.from({ length: RELEASES }, (_, r) => r);
    let imported = 0;
    const started = performance.now();
    await ingestMany(
      services.ingest,
      indexes,
      (r) => ({ nzb: Buffer.from(generateNzb({ name: releaseName(r), totalBytes: 100 * 1024 ** 2 })) }),
      (_r, result) => {
        if (result.status === 'imported') imported += 1;
      },
    );
    const seconds = (performance.now() - started) / 1000;
    if (imported !== RELEASES) throw new Error(`only ${imported} of ${RELEASES} imported`);
    const [counts] = rowsOf<{
      n: string | number;
      releases: string | number;
      pushes: string | number;
      watch: string | number;
    }>(
      await handle.db.execute(sql`select
        (select count(*) from notifications) as n,
        (select coalesce(sum(release_count), 0) from notifications) as releases,
        (select count(*) from push_deliveries) as pushes,
        (select count(*) from watchlist_items) as watch`),
    );
    await services.ingest.close();
    await services.mail.close();
    const notifications = Number(counts!.n);
    return {
      seconds,
      producerSeconds: producerMs / 1000,
      notifications,
      // Each release of a title reached every watcher: the rows beyond the first per title and member are folds.
      folds: Number(counts!.releases) - notifications,
      pushes: Number(counts!.pushes),
      watchRows: Number(counts!.watch),
    };
  } finally {
    await handle.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `notifications bench on ${database}: ${RELEASES} releases, ${USERS} members × ${PER_USER} films of ${TITLES}` +
      ` (ntfy on for ${fmt(NTFY_SHARE * 100, 0)} %), ${RUNS} runs; cores ${availableParallelism()},` +
      ` load average ${loadavg()
        .map((l) => fmt(l, 1))
        .join(' ')}`,
  );
  const without: ImportFigures[] = [];
  const withWatchers: ImportFigures[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const a = await importInto(false);
    const b = await importInto(true);
    without.push(a);
    withWatchers.push(b);
    console.log(
      `run ${run}: without watchers ${fmt(RELEASES / a.seconds)} releases/s (${fmt(a.seconds, 1)} s, producer ${fmt(a.producerSeconds, 2)} s); ` +
        `with ${b.watchRows} watchlist rows ${fmt(RELEASES / b.seconds)} releases/s (${fmt(b.seconds, 1)} s, producer ${fmt(b.producerSeconds, 2)} s): ` +
        `${b.notifications} notifications + ${b.folds} folds, ${b.pushes} ntfy deliveries queued → ` +
        `${fmt(b.notifications / b.producerSeconds, 0)} notifications/s (${fmt((b.notifications + b.folds) / b.producerSeconds, 0)} writes/s)`,
    );
  }
  console.log('summary (median and range over the runs):');
  console.log(`  import without watchers  ${spread(without.map((f) => RELEASES / f.seconds))} releases/s`);
  console.log(
    `  import with watchers     ${spread(withWatchers.map((f) => RELEASES / f.seconds))} releases/s`,
  );
  console.log(
    `  producer time per import ${spread(
      withWatchers.map((f) => f.producerSeconds),
      2,
    )} s (without watchers ${spread(
      without.map((f) => f.producerSeconds),
      2,
    )} s)`,
  );
  console.log(
    `  notifications produced   ${spread(
      withWatchers.map((f) => f.notifications / f.producerSeconds),
      0,
    )} per s of producer time`,
  );
  console.log(
    `  writes incl. folds       ${spread(
      withWatchers.map((f) => (f.notifications + f.folds) / f.producerSeconds),
      0,
    )} per s`,
  );
}

await main();
