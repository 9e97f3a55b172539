/**
 * Generates the benchmark data set: 1,000,000 releases over ~20,000 movies and
 * 2,000 series with ~90,000 episodes, linked the way the matcher links them.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/nzbkino_bench npm run bench:data
 *   DATA_DIR=./bench/data npm run bench:data            # PGlite in bench/data/pglite
 *   npm run bench:data -- --releases 200000 --reset      # other size; empty the catalogue first
 *
 * Everything is set-based SQL (`insert … select … from generate_series`), so
 * the database does the work in a few statements instead of a million round
 * trips. Release names are combinations of titles × years × languages ×
 * resolutions × sources × codecs × groups with sizes that fit the resolution,
 * spread over three years. The release indexes are dropped for the load and
 * rebuilt afterwards (faster than maintaining them row by row), then VACUUM
 * ANALYZE sets the visibility map and planner statistics.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import {
  DIMENSION_TABLES,
  EPISODE_RELEASES,
  GRAB_COUNTS,
  MOVIE_RELEASES,
  OTHER_RELEASES,
  PACK_RELEASES,
  WORKS,
} from './generate-data.sql';

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const RELEASES = Number(argValue('--releases') ?? 1_000_000);
const RESET = process.argv.includes('--reset');
const BATCH = 100_000;

const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env });
const started = Date.now();
// One connection: setseed() and the temporary dimension tables live in the session.
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: `${config.dataDir}/pglite`,
  poolSize: 1,
});
const where = config.databaseUrl
  ? config.databaseUrl.replace(/\/\/[^@]*@/, '//')
  : `${config.dataDir}/pglite (PGlite)`;
console.log(`Benchmark-Daten: ${RELEASES.toLocaleString('de-DE')} Releases → ${where}`);

// PGlite runs statements one by one (extended protocol), so scripts are split at their semicolons.
async function run(label: string, text: string): Promise<void> {
  const t0 = Date.now();
  for (const statement of text.split(/;\s*(?:\n|$)/).filter((s) => s.trim())) {
    await database.db.execute(sql.raw(statement));
  }
  if (label) console.log(`  ${label.padEnd(44)} ${((Date.now() - t0) / 1000).toFixed(1).padStart(7)} s`);
}

async function scalar(text: string): Promise<number> {
  const result = (await database.db.execute(sql.raw(text))) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

try {
  await runMigrations(database);
  const existing = await scalar('select count(*) as n from releases');
  if (existing > 0 && !RESET) {
    console.error(
      `Die Datenbank enthält schon ${existing.toLocaleString('de-DE')} Releases. ` +
        'Mit --reset werden Katalog und Releases vorher geleert.',
    );
    process.exitCode = 1;
  } else {
    if (RESET) {
      await run(
        'Katalog leeren',
        'truncate releases, release_groups, episodes, seasons, series_genres, series_cast, series_companies, ' +
          'series, movie_genres, movie_cast, movie_companies, trailers, movies, genres, people, companies ' +
          'restart identity cascade',
      );
    }
    if (database.kind === 'postgres') {
      await run('', "set maintenance_work_mem = '512MB'");
      await run('', 'set synchronous_commit = off');
    }
    await run('', 'select setseed(0.4242)');
    await run('Dimensionstabellen', DIMENSION_TABLES);
    await run('Filme, Serien, Staffeln, Episoden, Genres', WORKS);

    // Index definitions are read back from the catalogue, so the rebuild matches the migrations exactly.
    const indexes = (await database.db.execute(
      sql.raw(
        "select indexname, indexdef from pg_indexes where tablename = 'releases' and indexname <> 'releases_pkey'",
      ),
    )) as unknown as { rows: { indexname: string; indexdef: string }[] };
    for (const { indexname } of indexes.rows) await run('', `drop index ${indexname}`);
    try {
      for (let from = 1; from <= RELEASES; from += BATCH) {
        const to = Math.min(RELEASES, from + BATCH - 1);
        const bind = (text: string) =>
          text
            .replaceAll(':total', String(RELEASES))
            .replaceAll(':from', String(from))
            .replaceAll(':to', String(to));
        const t0 = Date.now();
        await run('', bind(MOVIE_RELEASES));
        await run('', bind(EPISODE_RELEASES));
        await run('', bind(PACK_RELEASES));
        await run('', bind(OTHER_RELEASES));
        const label = `Releases ${from.toLocaleString('de-DE')}–${to.toLocaleString('de-DE')}`;
        console.log(`  ${label.padEnd(44)} ${((Date.now() - t0) / 1000).toFixed(1).padStart(7)} s`);
      }
    } finally {
      // Even after a failed batch the table keeps the indexes the migrations gave it.
      for (const { indexname, indexdef } of indexes.rows) await run(`Index ${indexname}`, indexdef);
    }
    await run('Grab-Zähler', GRAB_COUNTS);
    await run('VACUUM ANALYZE', 'vacuum analyze');

    const counts = {
      Releases: await scalar('select count(*) as n from releases'),
      Filme: await scalar('select count(*) as n from movies'),
      Serien: await scalar('select count(*) as n from series'),
      Episoden: await scalar('select count(*) as n from episodes'),
      Gruppen: await scalar('select count(*) as n from release_groups'),
    };
    const summary = Object.entries(counts)
      .map(([k, v]) => `${v.toLocaleString('de-DE')} ${k}`)
      .join(', ');
    console.log(`Fertig in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary}.`);
  }
} catch (error) {
  // The driver's error repeats the whole SQL script; the database's own message is what helps.
  const cause = (error as { cause?: { message?: string } }).cause;
  console.error(`Abbruch: ${cause?.message ?? (error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
